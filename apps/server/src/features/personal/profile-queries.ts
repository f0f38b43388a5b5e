import type { Db } from '../../db/database.js';

/** SQL of personal information. Times are epoch ms handed in by the service (its clock). */

export async function findPerson(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'account_name',
      'nickname',
      'email',
      'phone_cipher',
      'password_hash',
      'language',
      'time_zone',
      'real_name_status',
      'real_name_at',
      'created_at',
    ])
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
  await db
    .updateTable('users')
    .set({ phone_cipher: phone.cipher, phone_hash: phone.hash, updated_at: now })
    .where('id', '=', userId)
    .execute();
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
