import { defineRoutes } from '../route.js';

export { mfaOperationRoutes } from './operation-routes.js';
export { mfaResetRoutes } from './reset-routes.js';

/**
 * Second factors in the personal center's security page (securityCenter): an authenticator app
 * (TOTP) set up from a QR code or its key and confirmed by a first code, one-time recovery codes
 * shown once, removal with a second factor, and sign-in protection (the second step after the
 * password or SMS code, answered on the sign-in page by `auth.loginSecondStep`). The status and the
 * set-up need no catalogue page: they are the person's own, and the forced set-up page an
 * enterprise's requirement leads to works in any context.
 */
export const mfaRoutes = defineRoutes('mfa', {
  /** The account's factors and whether sign-in asks for one. */
  status: { method: 'GET', path: '/console/mfa', access: 'user', beforeFactorSetUp: true },
  /** A new key for the authenticator app, waiting for its first code (replaces an unconfirmed one). */
  totpStart: { method: 'POST', path: '/console/mfa/totp/start', access: 'user', beforeFactorSetUp: true },
  /** The first code confirms the app; answers the recovery codes, this once. */
  totpConfirm: { method: 'POST', path: '/console/mfa/totp/confirm', access: 'user', beforeFactorSetUp: true },
  /** Removes the app (and the recovery codes, and sign-in protection) with a current code or a recovery code. */
  totpRemove: { method: 'POST', path: '/console/mfa/totp/remove', access: 'user', permission: 'security' },
  /** New recovery codes (the old ones stop working), with a current code. */
  recoveryRenew: { method: 'POST', path: '/console/mfa/recovery/renew', access: 'user', permission: 'security' },
  /** Turns sign-in protection on or off, with a current code or a recovery code. */
  protection: { method: 'POST', path: '/console/mfa/protection', access: 'user', permission: 'security' },
  /** Options for registering a new passkey or security key (a single-use challenge, 5 minutes). */
  passkeyStart: { method: 'POST', path: '/console/mfa/passkeys/start', access: 'user', beforeFactorSetUp: true },
  /** The browser's answer registers the passkey under its name, with the account password again. */
  passkeyConfirm: { method: 'POST', path: '/console/mfa/passkeys/confirm', access: 'user', beforeFactorSetUp: true },
  /** Renames one of the person's passkeys. */
  passkeyRename: { method: 'POST', path: '/console/mfa/passkeys/rename', access: 'user', permission: 'security' },
  /** Removes one of the person's passkeys, with the password again or a current factor code. */
  passkeyRemove: { method: 'POST', path: '/console/mfa/passkeys/remove', access: 'user', permission: 'security' },
  /** The browsers trusted to skip the second sign-in step (newest first, live ones only). */
  devices: { method: 'GET', path: '/console/mfa/devices', access: 'user', permission: 'security' },
  /** Revokes a trusted browser: its next sign-in asks for the second step again. */
  deviceRevoke: { method: 'POST', path: '/console/mfa/devices/revoke', access: 'user', permission: 'security' },
  /** Whether the enterprise of the session requires a second factor of every member, and whether the caller may change it. */
  enterpriseRule: { method: 'GET', path: '/console/mfa/enterprise', access: 'user', permission: 'eBasicInfo' },
  /** The enterprise's master requires (or stops requiring) a second factor of every member. */
  enterpriseRuleSet: { method: 'POST', path: '/console/mfa/enterprise', access: 'user', permission: 'eBasicInfo' },
});
