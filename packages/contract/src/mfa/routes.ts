import { defineRoutes } from '../route.js';

/**
 * Second factors in the personal center's security page (securityCenter): an authenticator app
 * (TOTP) set up from a QR code or its key and confirmed by a first code, one-time recovery codes
 * shown once, removal with a second factor, and sign-in protection (the second step after the
 * password or SMS code, answered on the sign-in page with `signIn`).
 */
export const mfaRoutes = defineRoutes('mfa', {
  /** The account's factors and whether sign-in asks for one. */
  status: { method: 'GET', path: '/console/mfa', access: 'user', permission: 'security' },
  /** A new key for the authenticator app, waiting for its first code (replaces an unconfirmed one). */
  totpStart: { method: 'POST', path: '/console/mfa/totp/start', access: 'user', permission: 'security' },
  /** The first code confirms the app; answers the recovery codes, this once. */
  totpConfirm: { method: 'POST', path: '/console/mfa/totp/confirm', access: 'user', permission: 'security' },
  /** Removes the app (and the recovery codes, and sign-in protection) with a current code or a recovery code. */
  totpRemove: { method: 'POST', path: '/console/mfa/totp/remove', access: 'user', permission: 'security' },
  /** New recovery codes (the old ones stop working), with a current code. */
  recoveryRenew: { method: 'POST', path: '/console/mfa/recovery/renew', access: 'user', permission: 'security' },
});
