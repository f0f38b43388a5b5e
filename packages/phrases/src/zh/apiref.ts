import type { Phrases } from '../en/index.js';

export const apiref: Phrases['apiref'] = {
  title: 'apiref',
};
