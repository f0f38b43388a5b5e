import { defineRoutes } from '../route.js';

/**
 * Evidence deposit (§3 keep-alive type and period): a file's hash or a signing
 * event deposited, batched into a Merkle tree whose root our TSA time-stamps, with a deposit
 * certificate and a verification code anyone can check.
 */
export const evidenceRoutes = defineRoutes('evidence', {
  deposit: { method: 'POST', path: '/console/evidence/deposit', access: 'user', permission: 'myEvidence' },
  /** The tenant's deposits, newest first (keyset-paged). */
  list: { method: 'GET', path: '/console/evidence/list', access: 'user', permission: 'myEvidence' },
  detail: { method: 'GET', path: '/console/evidence/:id', access: 'user', permission: 'myEvidence' },
  /** The deposit certificate (PDF), once the deposit is anchored. */
  certificate: { method: 'GET', path: '/console/evidence/:id/certificate', access: 'user', permission: 'myEvidence' },
  /** Anyone with the verification code: the deposit, its Merkle proof and the root's time-stamp, checked (rate-limited). */
  publicVerify: { method: 'GET', path: '/evidence/verify/:code', access: 'public' },
  /** Open API (metered: service evidence). */
  apiDeposit: { method: 'POST', path: '/platform-api/v1/evidence/deposit', access: 'app' },
  apiGet: { method: 'GET', path: '/platform-api/v1/evidence/:id', access: 'app' },
  /** Test mode only (NODE_ENV=test, where jobs do not run): the batching job now, for the e2e journey. */
  testAnchor: { method: 'POST', path: '/evidence/testAnchor', access: 'public' },
});
