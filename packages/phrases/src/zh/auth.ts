import type { Phrases } from '../en/index.js';

export const auth: Phrases['auth'] = {
  title: 'auth',
};
