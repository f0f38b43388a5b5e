import { defineRoutes } from '../route.js';

/**
 * Time-stamping (§3 timestamp type 1 issue, 2 verify; hash algorithm 1 RSA, 2 SM2): the
 * platform's RFC 3161 TSA, its raw protocol endpoint and its metered open-API services.
 */
export const timestampsRoutes = defineRoutes('timestamps', {
  /** RFC 3161 over HTTP: application/timestamp-query in, application/timestamp-reply out (public, rate-limited per address). */
  tsa: { method: 'POST', path: '/tsa', access: 'public' },
  /** Console: a timestamp over a hash the browser computed from a file. */
  issue: { method: 'POST', path: '/console/timestamp/issue', access: 'user', permission: 'myTimestamp' },
  verify: { method: 'POST', path: '/console/timestamp/verify', access: 'user', permission: 'myTimestamp' },
  /** Open API (metered: service timestamp). */
  apiIssue: { method: 'POST', path: '/platform-api/v1/timestamp/issue', access: 'app' },
  apiVerify: { method: 'POST', path: '/platform-api/v1/timestamp/verify', access: 'app' },
});
