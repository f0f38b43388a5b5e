import type { Db } from '../../db/database.js';

/** SQL of who owns an enterprise's applications (the member who created them, until handed over). */

export async function countOwnedBy(db: Db, enterpriseId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('enterprise_id', '=', enterpriseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Moves every application of one owner to another; answers the appIds moved. */
export async function moveOwnership(db: Db, enterpriseId: string, fromUserId: string, toUserId: string, now: number): Promise<string[]> {
  const moved = await db
    .selectFrom('applications')
    .select('app_id')
    .where('enterprise_id', '=', enterpriseId)
    .where('user_id', '=', fromUserId)
    .execute();
  if (moved.length === 0) return [];
  await db
    .updateTable('applications')
    .set({ user_id: toUserId, updated_at: now })
    .where('enterprise_id', '=', enterpriseId)
    .where('user_id', '=', fromUserId)
    .execute();
  return moved.map((r) => r.app_id);
}

export const findOwned = (db: Db, enterpriseId: string, id: string) =>
  db.selectFrom('applications').select('id').where('id', '=', id).where('enterprise_id', '=', enterpriseId).executeTakeFirst();

export const namesOf = (db: Db, enterpriseId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('applications')
        .select(['id', 'name'])
        .where('enterprise_id', '=', enterpriseId)
        .where('id', 'in', [...ids])
        .execute();

/** `namesOf` with the public appId, in name order (a grant's applications are shown by name). */
export const summariesOf = (db: Db, enterpriseId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('applications')
        .select(['id', 'app_id', 'name'])
        .where('enterprise_id', '=', enterpriseId)
        .where('id', 'in', [...ids])
        .orderBy('name')
        .orderBy('id')
        .execute();
