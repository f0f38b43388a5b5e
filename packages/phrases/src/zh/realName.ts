import type { Phrases } from '../en/index.js';

export const realName: Phrases['realName'] = {
  title: '实名认证',
};
