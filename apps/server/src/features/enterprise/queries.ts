import { realNameStatus } from '@console/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of the enterprise center: memberships, the context, enterprise information, the master. Times are epoch ms from the service's clock. */

// ---- memberships and the context ----------------------------------------------------------------

/** The person's active memberships with the enterprise's name, real-name status and current application's status, oldest first. */
export async function listMemberships(db: Db, userId: string) {
  return (
    db
      .selectFrom('members')
      .innerJoin('enterprises', 'enterprises.id', 'members.enterprise_id')
      // The current application says what an authentication under review waits for.
      .leftJoin('enterprise_applications', 'enterprise_applications.id', 'enterprises.current_application_id')
      .select([
        'enterprises.id',
        'enterprises.name',
        'enterprises.real_name_status',
        'members.role',
        'enterprise_applications.status as application_status',
      ])
      .where('members.user_id', '=', userId)
      .where('members.status', '=', 1)
      .orderBy('members.created_at')
      .orderBy('enterprises.id')
      .execute()
  );
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

/** Remembers a context as the person's: their next sign-in starts there. */
export async function rememberContext(db: Db, { userId, enterpriseId }: { userId: string; enterpriseId: string | null }): Promise<void> {
  await db.updateTable('users').set({ last_enterprise_id: enterpriseId }).where('id', '=', userId).execute();
}

// ---- enterprise information ---------------------------------------------------------------------

export async function findEnterprise(db: Db, enterpriseId: string) {
  return db
    .selectFrom('enterprises')
    .leftJoin('users', 'users.id', 'enterprises.master_user_id')
    .select([
      'enterprises.id',
      'enterprises.enterprise_no',
      'enterprises.name',
      'enterprises.abbreviation',
      'enterprises.real_name_status',
      'enterprises.check_status',
      'enterprises.superior_id',
      'enterprises.current_application_id',
      'enterprises.created_at',
      'enterprises.master_user_id',
      'users.account_name as master_name',
      'users.phone_cipher as master_phone_cipher',
    ])
    .where('enterprises.id', '=', enterpriseId)
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

/** The application eBasicInfo shows: the newest passed one, else the enterprise's current one. */
export async function findShownApplication(db: Db, enterpriseId: string, currentId: string | null) {
  const passed = await db
    .selectFrom('enterprise_applications')
    .selectAll()
    .where(ofEnterprise(enterpriseId))
    .where('status', '=', 'passed')
    .orderBy('passed_at', 'desc')
    .executeTakeFirst();
  if (passed || !currentId) return passed;
  return db
    .selectFrom('enterprise_applications')
    .selectAll()
    .where('id', '=', currentId)
    .where(ofEnterprise(enterpriseId))
    .executeTakeFirst();
}

export async function findAccountName(db: Db, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('account_name').where('id', '=', userId).executeTakeFirst();
  return row?.account_name ?? '';
}

export async function updateAbbreviation(db: Db, enterpriseId: string, abbreviation: string | null, now: number): Promise<void> {
  await db.updateTable('enterprises').set({ abbreviation, updated_at: now }).where('id', '=', enterpriseId).execute();
}

// ---- the master administrator -------------------------------------------------------------------

export async function findPerson(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'account_name', 'phone_cipher', 'language', 'time_zone', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** An active account by the keyed hash of its phone. */
export async function findPersonByPhone(db: Db, phoneHash: string) {
  return db
    .selectFrom('users')
    .select(['id', 'account_name', 'phone_cipher', 'language', 'time_zone'])
    .where('phone_hash', '=', phoneHash)
    .where('status', '=', 1)
    .executeTakeFirst();
}

/** Every active master and administrator of the enterprise, to be told of a change. */
export async function listAdministrators(db: Db, enterpriseId: string) {
  return db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(['users.id', 'users.account_name', 'users.phone_cipher', 'users.language', 'users.time_zone'])
    .where(ofEnterprise(enterpriseId, 'members'))
    .where('members.status', '=', 1)
    .where('members.role', 'in', ['master', 'admin'])
    .execute();
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

// The subject of an enterprise certificate.
export async function findPassedEnterprise(db: Db, enterpriseId: string) {
  return db
    .selectFrom('enterprises as e')
    .leftJoin('enterprise_applications as a', 'a.id', 'e.current_application_id')
    .select(['e.name', 'e.real_name_status', 'a.credit_code', 'a.org_code', 'a.legal_name_cipher'])
    .where('e.id', '=', enterpriseId)
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
    // The current application says what an authentication under review waits for.
    .leftJoin('enterprise_applications', 'enterprise_applications.id', 'enterprises.current_application_id')
    .select([
      'enterprises.real_name_status',
      'enterprises.updated_at',
      'enterprises.passed_at',
      'enterprise_applications.status as application_status',
    ])
    .where('enterprises.id', '=', enterpriseId)
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
