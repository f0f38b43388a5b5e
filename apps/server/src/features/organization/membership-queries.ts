import type { Db } from '../../db/database.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of what other capabilities read and write of memberships (memberships.ts): a person's, a role's holders, the master's. */

/** The enterprises a person has a member row in, along members_user. */
export const enterpriseIdsOfMember = (db: Db, userId: string) =>
  db.selectFrom('members').select('enterprise_id').where('user_id', '=', userId).execute();

/** A person's active memberships with their role, oldest first, along members_user (a person has few). */
export const activeMembershipsOfPerson = (db: Db, userId: string) =>
  db
    .selectFrom('members')
    .select(['enterprise_id', 'role'])
    .where('user_id', '=', userId)
    .where('status', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The names an enterprise gave some of its members, by person, over members' (enterprise_id, user_id) key. */
export const memberDisplayNames = (db: Db, enterpriseId: string, userIds: readonly string[]) =>
  db
    .selectFrom('members')
    .select(['user_id', 'display_name'])
    .where(ofEnterprise(enterpriseId))
    .where('user_id', 'in', [...userIds])
    .execute();

/** Active members per built-in role, and per custom role of `roleIds`, over members_enterprise_role. */
export const countRoleHolders = (db: Db, enterpriseId: string, roleIds: readonly string[]) =>
  db
    .selectFrom('members')
    .select(['role', 'role_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where(ofEnterprise(enterpriseId))
    .where('status', '=', 1)
    .where((eb) => (roleIds.length ? eb.or([eb('role_id', 'in', roleIds), eb('role_id', 'is', null)]) : eb('role_id', 'is', null)))
    .groupBy(['role', 'role_id'])
    .execute();

/** Every member given a custom role, separated ones too. */
export async function countEverHeld(db: Db, enterpriseId: string, roleId: string): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(ofEnterprise(enterpriseId))
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The user ids of the enterprise's active master and administrators. */
export async function administratorIds(db: Db, enterpriseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('members')
    .select('user_id')
    .where(ofEnterprise(enterpriseId))
    .where('status', '=', 1)
    .where('role', 'in', ['master', 'admin'])
    .execute();
  return rows.map((r) => r.user_id);
}

/** A new enterprise's first member, its master (in the creating transaction). */
export async function insertMaster(
  db: Db,
  row: { id: string; enterpriseId: string; userId: string; accountName: string; now: number },
): Promise<void> {
  await db
    .insertInto('members')
    .values({
      id: row.id,
      enterprise_id: row.enterpriseId,
      user_id: row.userId,
      role: 'master',
      role_id: null,
      status: 1,
      created_at: row.now,
      account_name: row.accountName,
    })
    .execute();
}

/** The master's role moves: the old master becomes an `admin`, the new one a `master` member (joined if they were not). */
export async function moveMasterRole(
  db: Db,
  o: { enterpriseId: string; from: string; to: string; toAccountName: string; memberId: string; now: number },
): Promise<void> {
  await db.updateTable('members').set({ role: 'admin' }).where(ofEnterprise(o.enterpriseId)).where('user_id', '=', o.from).execute();
  await db
    .insertInto('members')
    .values({
      id: o.memberId,
      enterprise_id: o.enterpriseId,
      user_id: o.to,
      role: 'master',
      role_id: null,
      status: 1,
      created_at: o.now,
      account_name: o.toAccountName,
    })
    .onConflict((oc) => oc.columns(['enterprise_id', 'user_id']).doUpdateSet({ role: 'master', status: 1 }))
    .execute();
}
