import type { Phrases } from '../en/index.js';

export const profile: Phrases['profile'] = {
  title: 'profile',
};
