import type { Phrases } from '../en/index.js';
/** Enterprise center: becoming an enterprise, the context switch, enterprise information, master administrator. */
export const enterprise: Phrases['enterprise'] = {
  title: '企业中心',
};
