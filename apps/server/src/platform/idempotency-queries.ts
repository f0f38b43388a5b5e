import type { Db } from '../db/database.js';

/** SQL of the open API's stored answers for Idempotency-Key replays (idempotency.ts). */

export async function claimIdempotencyKey(
  db: Db,
  row: { applicationId: string; key: string; requestHash: string; now: number; expiresAt: number },
): Promise<boolean> {
  const result = await db
    .insertInto('idempotent_answers')
    .values({
      application_id: row.applicationId,
      // The tenant key (0067), read from the application in the same statement.
      enterprise_id: db.selectFrom('applications').select('enterprise_id').where('id', '=', row.applicationId),
      idem_key: row.key,
      request_hash: row.requestHash,
      http_status: null,
      answer: null,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .onConflict((oc) => oc.columns(['application_id', 'idem_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export const findIdempotent = (db: Db, applicationId: string, key: string) =>
  db
    .selectFrom('idempotent_answers')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('idem_key', '=', key)
    .executeTakeFirst();

export const storeIdempotent = (db: Db, applicationId: string, key: string, httpStatus: number, answer: string) =>
  db
    .updateTable('idempotent_answers')
    .set({ http_status: httpStatus, answer })
    .where('application_id', '=', applicationId)
    .where('idem_key', '=', key)
    .execute();

export const releaseIdempotent = (db: Db, applicationId: string, key: string) =>
  db.deleteFrom('idempotent_answers').where('application_id', '=', applicationId).where('idem_key', '=', key).execute();

/** Removes a stored answer whose 24 hours are over (only that one, so a racing fresh claim is untouched). */
export const dropExpiredIdempotent = (db: Db, applicationId: string, key: string, now: number) =>
  db
    .deleteFrom('idempotent_answers')
    .where('application_id', '=', applicationId)
    .where('idem_key', '=', key)
    .where('expires_at', '<=', now)
    .execute();

export const purgeIdempotent = (db: Db, now: number) =>
  db.deleteFrom('idempotent_answers').where('expires_at', '<=', now).executeTakeFirst();
