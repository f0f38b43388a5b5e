import { defineRoutes } from '../route.js';

/**
 * Single sign-on (§7 ssorand, §2 /synchronization). Out: a signed-in person asks for a
 * single-use, 60-second code and the browser takes it to the open platform or the SDK page; the target
 * redeems it server-to-server, signed like the open API with a trusted system's secret. In: a trusted
 * system sends a person to /synchronization with a signed, single-use, short-lived token; the console
 * signs the matching account in. Trusted systems and their shared secrets are kept in the back office.
 */
export const ssoRoutes = defineRoutes('sso', {
  /** §7 ?uiSign=apiopen|sdkopen&cloudCode=… → a single-use code and where to take it. */
  ssorand: { method: 'GET', path: '/base/user/ssorand', access: 'user' },
  /** Server to server, signed with a trusted system's secret: {code} → who it was issued to. */
  redeem: { method: 'POST', path: '/platform-api/v1/sso/redeem', access: 'public' },
  /** {system, token}: a trusted system's signed token signs the matching account in. */
  synchronize: { method: 'POST', path: '/base/user/synchronization', access: 'public' },

  // ---- the back office ----
  opsList: { method: 'GET', path: '/operation-webapi/ssoSystems', access: 'operator' },
  /** Answers the shared secret once. */
  opsCreate: { method: 'POST', path: '/operation-webapi/ssoSystems', access: 'operator' },
  opsUpdate: { method: 'POST', path: '/operation-webapi/ssoSystems/:id', access: 'operator' },
  /** A new shared secret (the old one stops at once), answered once. */
  opsRotate: { method: 'POST', path: '/operation-webapi/ssoSystems/:id/secret', access: 'operator' },
});
