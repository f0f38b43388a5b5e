import type { Db } from '../../db/database.js';
import type { ListOrder, ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';

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

/** A keyset page of operators (directory.ts). */
export const pageOperators = (db: Db, position: ListPosition, order: ListOrder<{ id: string }>) =>
  keysetPage(db.selectFrom('operators as o').select(['o.id', 'o.name']), order, position).execute();

export const countAllOperators = (db: Db) => countUpTo(db, db.selectFrom('operators as o').select('o.id'));

/** Names of these operators, over the primary key (directory.ts). */
export const findOperatorNames = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('operators')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
