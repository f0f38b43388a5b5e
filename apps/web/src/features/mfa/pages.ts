import { definePages } from '../../app/capability';

/** Second factors have no page of their own: their card sits in the personal center's security page. */
export const mfaPages = definePages({ name: 'mfa' });
