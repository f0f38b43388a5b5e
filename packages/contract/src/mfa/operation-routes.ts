import { defineRoutes } from '../route.js';

/**
 * Operation protection: before a protected act (an endpoint marked `protect: 'operation'`)
 * the session proves a second factor — a code of the authenticator app or a recovery code, or, for
 * an account without an app, an SMS code to its own phone — and protected acts pass for 5 minutes.
 */
export const mfaOperationRoutes = defineRoutes('mfa', {
  /** How this account proves itself for a protected act (app code or SMS), and until when the session's proof holds. */
  operation: { method: 'GET', path: '/console/mfa/operation', access: 'user' },
  /** Sends the SMS code to the account's own phone (accounts without an authenticator app). */
  operationSms: { method: 'POST', path: '/console/mfa/operation/sms', access: 'user' },
  /** Proves a second factor for the session: protected acts pass for the next 5 minutes. */
  operationProve: { method: 'POST', path: '/console/mfa/operation/prove', access: 'user' },
  /** Request options for proving with a passkey (accounts with one): a new single-use challenge bound to operation protection. */
  operationPasskey: { method: 'POST', path: '/console/mfa/operation/passkey', access: 'user' },
  /** Proves with a passkey's assertion over that challenge: protected acts pass for the next 5 minutes. */
  operationProvePasskey: { method: 'POST', path: '/console/mfa/operation/prove/passkey', access: 'user' },
});
