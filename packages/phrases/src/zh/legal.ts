import type { Phrases } from '../en/index.js';

export const legal: Phrases['legal'] = {
  lastUpdated: '最后更新：{{date}}',
};
