import type { Phrases } from '../en/index.js';
/** The operator back office for enterprises: review queue, remittance ledger, company links. */
export const enterpriseOps: Phrases['enterpriseOps'] = {
  title: '企业',
};
