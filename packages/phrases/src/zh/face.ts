import type { Phrases } from '../en/index.js';

export const face: Phrases['face'] = {
  title: '人脸认证',
};
