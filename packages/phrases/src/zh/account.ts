import type { Phrases } from '../en/index.js';

export const account: Phrases['account'] = {
  apiTag: '账号',
};
