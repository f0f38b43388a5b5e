import type { Phrases } from '../en/index.js';
/** Enterprise real-name authentication pages and the legal representative's phone page. */
export const enterpriseAuth: Phrases['enterpriseAuth'] = {
  title: '企业认证',
};
