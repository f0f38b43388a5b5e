import { definePages } from '../../app/capability';

/** The session as the console reads it (header and account info): no pages of its own. */
export const accountPages = definePages({ name: 'account' });
