import type { Phrases } from '../en/index.js';

export const security: Phrases['security'] = {
  title: 'security',
};
