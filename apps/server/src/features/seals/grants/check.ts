import type { Db } from '../../../db/database.js';
import { liveAutoSignExists, liveGrantExists } from './grant-queries.js';

/**
 * Whether a person may apply an enterprise seal now: a normal grant of the seal to them as its user
 * (not an approver), not revoked nor ended by their separation, inside its period (`start_at` ≤ now <
 * `end_at`, or long-term), for every use — or, with `appId` (the application's internal id,
 * `CallingApp.applicationId`), for every use or that application. The seal's own status is the
 * caller's to check.
 */
export async function hasLiveSealGrant(options: { db: Db; sealId: string; userId: string; appId?: string; now: Date }): Promise<boolean> {
  return liveGrantExists(options.db, {
    sealId: options.sealId,
    userId: options.userId,
    appId: options.appId,
    now: options.now.getTime(),
  });
}

/**
 * Whether an application (its internal id) may apply an enterprise seal with nobody present (sign
 * mode 0) now: a normal auto-sign authorization of that seal for that application inside its period.
 */
export async function hasLiveAutoSignAuthorization(options: { db: Db; sealId: string; appId: string; now: Date }): Promise<boolean> {
  return liveAutoSignExists(options.db, { sealId: options.sealId, appId: options.appId, now: options.now.getTime() });
}
