import type { Phrases } from '../en/index.js';

export const outbox: Phrases['outbox'] = {
  title: 'outbox',
};
