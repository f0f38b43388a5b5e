import { defineCapability } from '../../platform/capability.js';
import { anchorPendingDeposits } from './anchor.js';
import { evidenceRoutes } from './routes.js';

/**
 * Evidence deposit: deposits of a file hash or a signing event, batched every
 * minute into a Merkle tree whose root our TSA time-stamps; a deposit certificate (PDF), a public
 * verification by code, and the result sent to the application's evidence callback URL.
 */
export const evidence = defineCapability({
  name: 'evidence',
  tables: ['evidence_batches', 'evidence_deposits'],
  routes: evidenceRoutes,
  jobs: [{ name: 'evidenceBatches', everyMs: 60_000, run: (deps, log) => anchorPendingDeposits(deps, log) }],
});

export { anchorPendingDeposits };
// Sign flows deposit a completed flow's signing events.
export { storeDeposit as depositEvidence } from './deposit.js';
