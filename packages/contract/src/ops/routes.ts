import { defineRoutes } from '../route.js';

/**
 * The operators of the back office: sign-in, who is signed in, their own password (also while they
 * still hold a one-time password), sign-out, and the operator's own second factor. The back-office pages themselves belong to the
 * capabilities they serve.
 */
export const opsRoutes = defineRoutes('ops', {
  signIn: { method: 'POST', path: '/operation-webapi/login', access: 'public' },
  /** The second step of an operator's sign-in (every operator with a factor is asked it). */
  signInSecondStep: { method: 'POST', path: '/operation-webapi/login/second-step', access: 'public' },
  me: { method: 'GET', path: '/operation-webapi/me', access: 'operatorPending' },
  password: { method: 'POST', path: '/operation-webapi/password', access: 'operatorPending' },
  signOut: { method: 'POST', path: '/operation-webapi/logout', access: 'operatorPending' },
  /** The operator's own second factor (operators must have one: nothing else opens until it is set up). */
  factors: { method: 'GET', path: '/operation-webapi/mfa', access: 'operator', beforeFactorSetUp: true },
  totpStart: { method: 'POST', path: '/operation-webapi/mfa/totp/start', access: 'operator', beforeFactorSetUp: true },
  totpConfirm: { method: 'POST', path: '/operation-webapi/mfa/totp/confirm', access: 'operator', beforeFactorSetUp: true },
  recoveryRenew: { method: 'POST', path: '/operation-webapi/mfa/recovery/renew', access: 'operator' },
  /** A lost app replaced: with a reason and the operator password, the app and its codes go and a new one is set up next. */
  totpReset: { method: 'POST', path: '/operation-webapi/mfa/totp/reset', access: 'operator' },
  /** Operation protection of the back office's approvals: how the operator proves (always an app code) and the proof. */
  operation: { method: 'GET', path: '/operation-webapi/mfa/operation', access: 'operator' },
  operationProve: { method: 'POST', path: '/operation-webapi/mfa/operation/prove', access: 'operator' },
  /** The operator's passkeys (on top of the app): listed, registered with the operator password, renamed, removed under a fresh factor. */
  passkeys: { method: 'GET', path: '/operation-webapi/mfa/passkeys', access: 'operator' },
  passkeyStart: { method: 'POST', path: '/operation-webapi/mfa/passkeys/start', access: 'operator' },
  passkeyConfirm: { method: 'POST', path: '/operation-webapi/mfa/passkeys/confirm', access: 'operator' },
  passkeyRename: { method: 'POST', path: '/operation-webapi/mfa/passkeys/rename', access: 'operator' },
  passkeyRemove: { method: 'POST', path: '/operation-webapi/mfa/passkeys/remove', access: 'operator', protect: 'operation' },
  /** Proving a factor for the approvals with a passkey: request options (a challenge bound to operation protection), then the assertion. */
  operationPasskey: { method: 'POST', path: '/operation-webapi/mfa/operation/passkey', access: 'operator' },
  operationProvePasskey: { method: 'POST', path: '/operation-webapi/mfa/operation/prove/passkey', access: 'operator' },
});
