import type { Phrases } from '../en/index.js';

export const openApi: Phrases['openApi'] = {
  apiTag: '开放接口（签名、计量）',
};
