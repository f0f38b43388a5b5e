import type { Db } from '../db/database.js';

/**
 * Takes a job's lease for `holder` until `until`: a first run inserts the row, a later one takes it
 * over only once it has lapsed (finished runs leave it lapsing when the next run is due; a crashed
 * run lets it lapse when its lease ends). On PostgreSQL two processes racing for it meet on the
 * primary key, and the second sees the first's fresh expiry and gets nothing.
 */
export async function claimLease(db: Db, o: { name: string; holder: string; now: number; until: number }): Promise<boolean> {
  const row = await db
    .insertInto('job_leases')
    .values({ name: o.name, holder: o.holder, expires_at: o.until, last_run_at: null })
    .onConflict((c) => c.column('name').doUpdateSet({ holder: o.holder, expires_at: o.until }).where('job_leases.expires_at', '<=', o.now))
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === o.holder;
}

/** Extends a running job's lease; false when it was lost (it lapsed and another run took it). */
export async function renewLease(db: Db, o: { name: string; holder: string; until: number }): Promise<boolean> {
  const result = await db
    .updateTable('job_leases')
    .set({ expires_at: o.until })
    .where('name', '=', o.name)
    .where('holder', '=', o.holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a run: the lease now lapses when the job's next run is due. */
export async function releaseLease(db: Db, o: { name: string; holder: string; until: number; ranAt: number }): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ expires_at: o.until, last_run_at: o.ranAt })
    .where('name', '=', o.name)
    .where('holder', '=', o.holder)
    .execute();
}
