import type { Db } from '../../db/database.js';

/** SQL of personal information. Times are epoch ms handed in by the service (its clock). */

export async function findPerson(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'account_name', 'nickname', 'email', 'phone_cipher', 'password_hash', 'language', 'real_name_status', 'real_name_at', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
export type PersonRow = Awaited<ReturnType<typeof findPerson>> & object;

/** The enterprises a person is an active member of, oldest membership first. */
export async function listJoinedEnterprises(db: Db, userId: string) {
  return db
    .selectFrom('members')
    .innerJoin('enterprises', 'enterprises.id', 'members.enterprise_id')
    .select(['enterprises.name', 'members.role'])
    .where('members.user_id', '=', userId)
    .where('members.status', '=', 1)
    .orderBy('members.created_at')
    .execute();
}

export async function updateNickname(db: Db, userId: string, nickname: string, now: number): Promise<void> {
  await db.updateTable('users').set({ nickname, updated_at: now }).where('id', '=', userId).execute();
}

export async function updatePhone(db: Db, userId: string, phone: { cipher: string; hash: string }, now: number): Promise<void> {
  await db.updateTable('users').set({ phone_cipher: phone.cipher, phone_hash: phone.hash, updated_at: now }).where('id', '=', userId).execute();
}

export async function updateEmail(db: Db, userId: string, email: string, now: number): Promise<void> {
  await db.updateTable('users').set({ email, updated_at: now }).where('id', '=', userId).execute();
}

/** Whether another account holds this phone (by its keyed hash) or e-mail. */
export async function phoneHeldByOther(db: Db, phoneHash: string, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('phone_hash', '=', phoneHash).where('id', '!=', userId).executeTakeFirst());
}

export async function emailHeldByOther(db: Db, email: string, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst());
}

// ---- step tickets of the phone change --------------------------------------------------------
//
// A step ticket is a hashed, expiring, single-use secret, which is what a row of
// verification_codes already is; it lives there under its own purpose, one live ticket per person
// (the table's unique purpose+recipient), so starting again replaces an earlier ticket.

export const ticketPurpose = 'phone_change_ticket';

export async function storeTicket(db: Db, row: { id: string; ownerHash: string; ticketHash: string; now: number; expiresAt: number }): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({ id: row.id, purpose: ticketPurpose, recipient_hash: row.ownerHash, code_hash: row.ticketHash, attempts: 0, sent_at: row.now, expires_at: row.expiresAt, consumed_at: null })
    .onConflict((oc) =>
      oc.columns(['purpose', 'recipient_hash']).doUpdateSet({ id: row.id, code_hash: row.ticketHash, attempts: 0, sent_at: row.now, expires_at: row.expiresAt, consumed_at: null }),
    )
    .execute();
}

export async function findLiveTicket(db: Db, ownerHash: string, now: number): Promise<{ id: string; code_hash: string } | undefined> {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash'])
    .where('purpose', '=', ticketPurpose)
    .where('recipient_hash', '=', ownerHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses a ticket up; false when another request used it first. */
export async function consumeTicket(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db.updateTable('verification_codes').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
