import type { Db } from '../../db/database.js';
import type { MfaResetRequestTable } from '../../db/schema.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import { type ListPosition, defineListOrder } from '../../platform/keyset.js';

/** The back office's reset requests (0052) and the factors a confirmed one removes. */

export type ResetRow = MfaResetRequestTable;

/** Newest first; the id breaks ties. */
export const resetListOrder = defineListOrder<ResetRow>('mfa.resets', 'desc', [
  { ref: 'created_at', field: 'created_at', type: 'number' },
  { ref: 'id', field: 'id', type: 'string' },
]);

export function listResets(db: Db, position: ListPosition): Promise<ResetRow[]> {
  return keysetPage(db.selectFrom('mfa_reset_requests').selectAll(), resetListOrder, position).execute();
}

export const countResets = (db: Db) => countUpTo(db, db.selectFrom('mfa_reset_requests'));

export function findResetByTokenHash(db: Db, tokenHash: string): Promise<ResetRow | undefined> {
  return db.selectFrom('mfa_reset_requests').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** A new request makes the person's earlier waiting ones expire now: only the newest link works. */
export async function expireWaitingOf(db: Db, userId: string, now: number): Promise<void> {
  await db
    .updateTable('mfa_reset_requests')
    .set({ expires_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'waiting')
    .where('expires_at', '>', now)
    .execute();
}

export async function insertReset(db: Db, row: ResetRow): Promise<void> {
  await db.insertInto('mfa_reset_requests').values(row).execute();
}

/** The person's answer, taken once: false when the request was answered or expired meanwhile. */
export async function decideReset(db: Db, input: { id: string; status: 'done' | 'declined'; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('mfa_reset_requests')
    .set({ status: input.status, decided_at: input.now })
    .where('id', '=', input.id)
    .where('status', '=', 'waiting')
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskeysOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('mfa_passkeys').where('user_id', '=', userId).where('holder', '=', 'user').execute();
}
