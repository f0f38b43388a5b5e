import type { Db } from '../../db/database.js';

/** SQL of account security. Times are epoch ms handed in by the service (its clock). */

/** The account fields the in-console reset needs. */
export async function findAccount(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'account_name', 'email', 'phone_cipher', 'language', 'time_zone'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
export type AccountRow = Awaited<ReturnType<typeof findAccount>> & object;

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, now: number): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
}
