import type { Phrases } from '../en/index.js';

export const review: Phrases['review'] = {
  title: '实名审核',
};
