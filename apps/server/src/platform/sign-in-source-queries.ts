import type { Db } from '../db/database.js';

/** The SQL of known sign-in sources. */

export async function sourceSeenSince(db: Db, subject: string, sourceHash: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_sources')
    .select('last_seen_at')
    .where('subject', '=', subject)
    .where('source_hash', '=', sourceHash)
    .where('last_seen_at', '>', since)
    .executeTakeFirst();
  return !!row;
}

export async function upsertSource(db: Db, subject: string, sourceHash: string, now: number): Promise<void> {
  await db
    .insertInto('sign_in_sources')
    .values({ subject, source_hash: sourceHash, last_seen_at: now })
    .onConflict((oc) => oc.columns(['subject', 'source_hash']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

export async function forgetSourcesBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('sign_in_sources').where('last_seen_at', '<', before).execute();
}
