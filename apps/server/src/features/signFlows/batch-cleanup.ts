import type { Deps } from '../../platform/context.js';
import * as bc from './batch-cleanup-queries.js';

/**
 * Old batch-signing rows go: a batch is a signer's session of at most two hours
 * (its token dies at `expires_at`), and what it signed is kept elsewhere for good — each flow's
 * events, signatures and documents. The batch row and its views are kept a day past expiry (a
 * signer still reading its results page, support asking about a batch the same day), then deleted by
 * this job, a chunk at a time, oldest first along the expiry index, so a table of millions is never
 * scanned and no transaction holds many rows.
 */
export const batchKeptAfterExpiryMs = 24 * 60 * 60_000;
const chunk = 500;

/** The cleanup job's work: answers how many batches it deleted. */
export async function deleteOldBatches(deps: Deps): Promise<number> {
  const before = deps.clock.now() - batchKeptAfterExpiryMs;
  let count = 0;
  for (;;) {
    const ids = (await bc.expiredBatchesQuery(deps.db, before, chunk).execute()).map((r) => r.id);
    count += await bc.deleteBatches(deps.db, ids);
    if (ids.length < chunk) return count;
  }
}
