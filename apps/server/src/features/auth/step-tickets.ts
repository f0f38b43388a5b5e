import type { Db } from '../../db/database.js';

/**
 * Step tickets: a hashed, expiring, single-use secret that proves an earlier step of a flow (the
 * old phone verified before the new one; the master verified before naming a new master). That is
 * what a row of verification_codes already is, so a ticket lives there under its flow's own purpose,
 * one live ticket per owner (the table's unique purpose + recipient): starting again replaces it.
 */
export async function storeStepTicket(
  db: Db,
  row: { purpose: string; id: string; ownerHash: string; ticketHash: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({ id: row.id, purpose: row.purpose, recipient_hash: row.ownerHash, code_hash: row.ticketHash, attempts: 0, sent_at: row.now, expires_at: row.expiresAt, consumed_at: null })
    .onConflict((oc) =>
      oc.columns(['purpose', 'recipient_hash']).doUpdateSet({ id: row.id, code_hash: row.ticketHash, attempts: 0, sent_at: row.now, expires_at: row.expiresAt, consumed_at: null }),
    )
    .execute();
}

export async function findLiveStepTicket(db: Db, purpose: string, ownerHash: string, now: number): Promise<{ id: string; code_hash: string } | undefined> {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash'])
    .where('purpose', '=', purpose)
    .where('recipient_hash', '=', ownerHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses a ticket up; false when another request used it first. */
export async function consumeStepTicket(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db.updateTable('verification_codes').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
