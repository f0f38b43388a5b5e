import type { Db } from '../../../db/database.js';

/**
 * Whether a person may apply an enterprise seal now: a grant of the seal to them, not revoked nor
 * ended by their separation, inside its period, for every application or for `appId`.
 * (Answers false until the grants' table lands; the signature capability calls it before drawing.)
 */
export async function hasLiveSealGrant(options: { db: Db; sealId: string; userId: string; appId?: string; now: Date }): Promise<boolean> {
  void options;
  return false;
}

/**
 * Whether an application may apply an enterprise seal with nobody present (sign mode 0) now: a live
 * auto-sign authorization of that seal for that application.
 */
export async function hasLiveAutoSignAuthorization(options: { db: Db; sealId: string; appId: string; now: Date }): Promise<boolean> {
  void options;
  return false;
}
