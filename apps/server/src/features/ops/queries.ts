import type { Db } from '../../db/database.js';

/** SQL of the operators. Times are epoch ms handed in by the service (its clock). */

export async function insertOperator(db: Db, row: { id: string; name: string; passwordHash: string; now: number }): Promise<void> {
  await db
    .insertInto('operators')
    .values({
      id: row.id,
      name: row.name,
      password_hash: row.passwordHash,
      must_change_password: 1,
      failed_count: 0,
      locked_until: null,
      created_at: row.now,
      password_changed_at: null,
    })
    .execute();
}

export type OperatorRow = NonNullable<Awaited<ReturnType<typeof findOperatorByName>>>;

export async function findOperatorByName(db: Db, name: string) {
  return db.selectFrom('operators').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function findOperatorById(db: Db, id: string) {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function updateOperatorPassword(db: Db, id: string, passwordHash: string, now: number): Promise<void> {
  await db
    .updateTable('operators')
    .set({ password_hash: passwordHash, must_change_password: 0, password_changed_at: now })
    .where('id', '=', id)
    .execute();
}
