import { batchWhileInFlight } from '../../db/in-flight-batches.js';
import { isChainOpeningRace } from '../../platform/audit-queries.js';
import { type PendingCall, type TakeResult, takeUnitsAndRecord } from './take-queries.js';

/**
 * Group commit for paid calls on PostgreSQL. Every call of one package updates that package's row,
 * so takes queue on its lock for one commit each; instead, while one take of a package is in flight
 * in this process, the calls that arrive for the same package wait and then go together as the next
 * statement (at most `maxBatch`), each still with its own usage row. An idle package's call goes at
 * once, alone — no added latency; under load a commit carries many calls. Units are still taken in
 * the database under the row's lock, so "exactly N" holds across processes. Calls that bring a
 * record of their own (`alongside`: a signature's row and log entry) have it written by the same
 * statement, for the calls granted a unit only — so the record commits with its unit or not at all,
 * and a batch of k signatures is one round trip.
 */

/** Takes one unit of the subscription for this call and records it; null when none is left or the package is not in effect. */
export const takeUnitInBatch = batchWhileInFlight<PendingCall, TakeResult>({
  maxBatch: 200,
  run: async (db, subscriptionId, batch) => {
    try {
      return await takeUnitsAndRecord(db, subscriptionId, batch);
    } catch (error) {
      // Another process opened one of the batch's log chains at the same moment; the chain has its head now.
      if (!isChainOpeningRace(error)) throw error;
      return takeUnitsAndRecord(db, subscriptionId, batch);
    }
  },
});
