import { realNameStatus } from '@console/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of the enterprise center: memberships, the context, enterprise information, the master. Times are epoch ms from the service's clock. */

// ---- memberships and the context ----------------------------------------------------------------

/** The person's active memberships with the enterprise's name, real-name status and current application (its status: enterpriseAuth's), oldest first. */
export async function listMemberships(db: Db, userId: string) {
  return db
    .selectFrom('members')
    .innerJoin('enterprises', 'enterprises.id', 'members.enterprise_id')
    .select(['enterprises.id', 'enterprises.name', 'enterprises.real_name_status', 'enterprises.current_application_id', 'members.role'])
    .where('members.user_id', '=', userId)
    .where('members.status', '=', 1)
    .orderBy('members.created_at')
    .orderBy('enterprises.id')
    .execute();
}

export async function findMembership(db: Db, userId: string, enterpriseId: string) {
  return db
    .selectFrom('members')
    .select(['id', 'role', 'status'])
    .where(ofEnterprise(enterpriseId))
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Enterprises the person is master of that have not passed authentication. */
export async function countUnpassedMasterships(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('members')
    .innerJoin('enterprises', 'enterprises.id', 'members.enterprise_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('members.user_id', '=', userId)
    .where('members.status', '=', 1)
    .where('members.role', '=', 'master')
    .where('enterprises.real_name_status', '!=', realNameStatus.passed)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertEnterprise(
  db: Db,
  row: { id: string; name: string; enterpriseNo: string; masterUserId: string; masterAccountName: string; memberId: string; now: number },
): Promise<void> {
  await db
    .insertInto('enterprises')
    .values({
      id: row.id,
      name: row.name,
      enterprise_no: row.enterpriseNo,
      master_user_id: row.masterUserId,
      real_name_status: realNameStatus.notAuthenticated,
      check_status: realNameStatus.notAuthenticated,
      abbreviation: null,
      superior_id: null,
      identity_key: null,
      current_application_id: null,
      passed_at: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
  await db
    .insertInto('members')
    .values({
      id: row.memberId,
      enterprise_id: row.id,
      user_id: row.masterUserId,
      role: 'master',
      role_id: null,
      status: 1,
      created_at: row.now,
      account_name: row.masterAccountName,
    })
    .execute();
}

// ---- enterprise information ---------------------------------------------------------------------

/** The enterprise's row (its master's name and phone are account's: shared.ts's masterOf). */
export async function findEnterprise(db: Db, enterpriseId: string) {
  return db
    .selectFrom('enterprises')
    .select([
      'id',
      'enterprise_no',
      'name',
      'abbreviation',
      'real_name_status',
      'check_status',
      'superior_id',
      'current_application_id',
      'created_at',
      'master_user_id',
    ])
    .where('id', '=', enterpriseId)
    .executeTakeFirst();
}
export type EnterpriseRow = Awaited<ReturnType<typeof findEnterprise>> & object;

/** The enterprise's real-name status alone (what an authenticated-only action checks). */
export async function findRealNameStatus(db: Db, enterpriseId: string): Promise<number | undefined> {
  const row = await db.selectFrom('enterprises').select('real_name_status').where('id', '=', enterpriseId).executeTakeFirst();
  return row?.real_name_status;
}

export async function findEnterpriseName(db: Db, enterpriseId: string) {
  return db.selectFrom('enterprises').select(['id', 'name']).where('id', '=', enterpriseId).executeTakeFirst();
}

export async function listSubordinates(db: Db, enterpriseId: string) {
  return db.selectFrom('enterprises').select(['id', 'name']).where('superior_id', '=', enterpriseId).orderBy('name').execute();
}

export async function updateAbbreviation(db: Db, enterpriseId: string, abbreviation: string | null, now: number): Promise<void> {
  await db.updateTable('enterprises').set({ abbreviation, updated_at: now }).where('id', '=', enterpriseId).execute();
}

// ---- the master administrator -------------------------------------------------------------------

/** Every active master and administrator of the enterprise, to be told of a change (their contacts: account's recipientsOf). */
export async function listAdministrators(db: Db, enterpriseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('members')
    .select('user_id')
    .where(ofEnterprise(enterpriseId))
    .where('status', '=', 1)
    .where('role', 'in', ['master', 'admin'])
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * The handover itself, inside the caller's transaction: only while `from` is still the master (one
 * winner when two changes race). The new master becomes a `master` member (joined if they were
 * not), the old one an `admin`. Answers false when the master had already changed.
 */
export async function transferMaster(
  db: Db,
  input: { enterpriseId: string; from: string; to: string; toAccountName: string; memberId: string; now: number },
): Promise<boolean> {
  const moved = await db
    .updateTable('enterprises')
    .set({ master_user_id: input.to, updated_at: input.now })
    .where('id', '=', input.enterpriseId)
    .where('master_user_id', '=', input.from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('members')
    .set({ role: 'admin' })
    .where(ofEnterprise(input.enterpriseId))
    .where('user_id', '=', input.from)
    .execute();
  await db
    .insertInto('members')
    .values({
      id: input.memberId,
      enterprise_id: input.enterpriseId,
      user_id: input.to,
      role: 'master',
      role_id: null,
      status: 1,
      created_at: input.now,
      account_name: input.toAccountName,
    })
    .onConflict((oc) => oc.columns(['enterprise_id', 'user_id']).doUpdateSet({ role: 'master', status: 1 }))
    .execute();
  return true;
}

// The subject of an enterprise certificate (its current application's codes: enterpriseAuth's).
export async function findPassedEnterprise(db: Db, enterpriseId: string) {
  return db
    .selectFrom('enterprises')
    .select(['name', 'real_name_status', 'current_application_id'])
    .where('id', '=', enterpriseId)
    .executeTakeFirst();
}

/** An enterprise's name and master (lookups.ts). */
export const findEnterpriseMaster = (db: Db, enterpriseId: string) =>
  db.selectFrom('enterprises').select(['master_user_id', 'name']).where('id', '=', enterpriseId).executeTakeFirst();

/** Names and numbers of these enterprises (lookups.ts). */
export const findEnterpriseNames = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('enterprises')
    .select(['id', 'name', 'enterprise_no', 'real_name_status'])
    .where('id', 'in', [...ids])
    .execute();

/** An enterprise's real-name status, its times and its current application's status (lookups.ts). */
export const findEnterpriseRealName = (db: Db, enterpriseId: string) =>
  db
    .selectFrom('enterprises')
    // The current application says what an authentication under review waits for (its status: enterpriseAuth's).
    .select(['real_name_status', 'updated_at', 'passed_at', 'current_application_id'])
    .where('id', '=', enterpriseId)
    .executeTakeFirst();

/** An enterprise by its id or by the enterprise number the back office shows (lookups.ts). */
export const findEnterpriseShown = (db: Db, key: string) =>
  db
    .selectFrom('enterprises')
    .select(['id', 'master_user_id'])
    .where((eb) => eb.or([eb('id', '=', key), eb('enterprise_no', '=', key)]))
    .executeTakeFirst();

/** An enterprise's name and real-name status (lookups.ts). */
export const findEnterpriseStanding = (db: Db, enterpriseId: string) =>
  db.selectFrom('enterprises').select(['id', 'name', 'real_name_status']).where('id', '=', enterpriseId).executeTakeFirst();

/** Takes the enterprise row's lock for the rest of the transaction (a no-op write), serializing one enterprise's changes. */
export async function holdEnterpriseRow(db: Db, enterpriseId: string): Promise<void> {
  await db
    .updateTable('enterprises')
    .set({ updated_at: sql`updated_at` })
    .where('id', '=', enterpriseId)
    .execute();
}
