import { defineRoutes } from '../route.js';

/**
 * The back office's reset of a person's second factors: an operator files a request with
 * a reason (an approval, so operation-protected); the person gets a single-use consent link by
 * e-mail (else SMS) and confirms or declines it on a public page. Nothing is removed without that
 * consent.
 */
export const mfaResetRoutes = defineRoutes('mfa', {
  /** The requests, newest first, with where each stands (waiting for consent, done, declined, expired). */
  opsResets: { method: 'GET', path: '/operation-webapi/mfa/resets', access: 'operator' },
  /** Files a request with its reason and sends the person the consent link. */
  opsResetCreate: { method: 'POST', path: '/operation-webapi/mfa/resets', access: 'operator', protect: 'operation' },
  /** What the link's request would remove and who asked (the token travels in the body, never in a URL the server logs). */
  resetView: { method: 'POST', path: '/base/mfa/reset/view', access: 'public' },
  /** The person's answer: confirm (the factors are removed) or decline. */
  resetDecide: { method: 'POST', path: '/base/mfa/reset/decide', access: 'public' },
});
