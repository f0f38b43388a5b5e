import type { Db } from '../../db/database.js';

/** SQL of the batch-signing cleanup: batches expired before a time, oldest first, and their views. */

/** Up to `limit` batches that expired before `before`, oldest first along `sign_flow_batches_expires` (0066). */
export const expiredBatchesQuery = (db: Db, before: number, limit: number) =>
  db.selectFrom('sign_flow_batches').select('id').where('expires_at', '<', before).orderBy('expires_at').orderBy('id').limit(limit);

/** Deletes these batches and the documents opened in them (by the views' primary key's prefix), together. */
export async function deleteBatches(db: Db, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('sign_flow_batch_views').where('batch_id', 'in', ids).execute();
    const r = await tx.deleteFrom('sign_flow_batches').where('id', 'in', ids).executeTakeFirst();
    return Number(r.numDeletedRows);
  });
}
