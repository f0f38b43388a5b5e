import { definePurposes } from '../../platform/codes.js';

/** The SMS code an account without an authenticator app proves itself with for a protected operation. */
export const purposes = definePurposes('mfa', { operation: 'mfa_operation' });
