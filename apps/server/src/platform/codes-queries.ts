import type { Db } from '../db/database.js';

/**
 * The SQL of verification codes and step tickets (both are rows of `verification_codes`, told apart
 * by purpose).
 */

/**
 * Stores a new code for purpose+recipient, replacing the previous one unless that was sent less
 * than `cooldownMs` ago. One statement, so two processes racing cannot both send. True when stored.
 */
export async function upsertCode(
  db: Db,
  row: { id: string; purpose: string; recipientHash: string; codeHash: string; sentAt: number; expiresAt: number },
  cooldownMs: number,
): Promise<boolean> {
  const result = await db
    .insertInto('verification_codes')
    .values({
      id: row.id,
      purpose: row.purpose,
      recipient_hash: row.recipientHash,
      code_hash: row.codeHash,
      attempts: 0,
      sent_at: row.sentAt,
      expires_at: row.expiresAt,
      consumed_at: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['purpose', 'recipient_hash'])
        .doUpdateSet({ code_hash: row.codeHash, attempts: 0, sent_at: row.sentAt, expires_at: row.expiresAt, consumed_at: null })
        .where('verification_codes.sent_at', '<=', row.sentAt - cooldownMs),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Counts one try against the live code of purpose+recipient and returns it, or nothing when there
 * is no usable code (none, used, expired, or out of tries). Counting before comparing means
 * parallel guesses cannot exceed the allowance.
 */
export async function countCodeTry(
  db: Db,
  purpose: string,
  recipientHash: string,
  now: number,
  maxTries: number,
): Promise<{ id: string; code_hash: string } | undefined> {
  const result = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('purpose', '=', purpose)
    .where('recipient_hash', '=', recipientHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash'])
    .where('purpose', '=', purpose)
    .where('recipient_hash', '=', recipientHash)
    .executeTakeFirst();
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function voidCode(db: Db, purpose: string, recipientHash: string, now: number): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('purpose', '=', purpose)
    .where('recipient_hash', '=', recipientHash)
    .where('consumed_at', 'is', null)
    .execute();
}

// ---- step tickets ---------------------------------------------------------------------------

export async function storeStepTicket(
  db: Db,
  row: { purpose: string; id: string; ownerHash: string; ticketHash: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({
      id: row.id,
      purpose: row.purpose,
      recipient_hash: row.ownerHash,
      code_hash: row.ticketHash,
      attempts: 0,
      sent_at: row.now,
      expires_at: row.expiresAt,
      consumed_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['purpose', 'recipient_hash']).doUpdateSet({
        id: row.id,
        code_hash: row.ticketHash,
        attempts: 0,
        sent_at: row.now,
        expires_at: row.expiresAt,
        consumed_at: null,
      }),
    )
    .execute();
}

export async function findLiveStepTicket(
  db: Db,
  purpose: string,
  ownerHash: string,
  now: number,
): Promise<{ id: string; code_hash: string } | undefined> {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash'])
    .where('purpose', '=', purpose)
    .where('recipient_hash', '=', ownerHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses a ticket up; false when another request used it first (a ticket is a row of the codes' table). */
export const consumeStepTicket: (db: Db, id: string, now: number) => Promise<boolean> = consumeCode;

/** Housekeeping: expired codes and step tickets are deleted, so stale ones do not pile up. */
export async function deleteExpiredCodes(db: Db, now: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('expires_at', '<=', now).execute();
}
