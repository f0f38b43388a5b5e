import { realNameStatus } from '@console/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** SQL of the enterprise center: a person's enterprises, enterprise information, the master. Times: epoch ms from the service's clock. */

// ---- a person's enterprises (their memberships: organization's, membership-directory.ts) ---------

/** These enterprises with their name, real-name status and current application (its status: enterpriseAuth's), by primary key. */
export async function listEnterprisesIn(db: Db, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('enterprises')
    .select(['id', 'name', 'real_name_status', 'current_application_id'])
    .where('id', 'in', [...ids])
    .execute();
}

/** How many of these enterprises have not passed authentication. */
export async function countUnpassedIn(db: Db, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom('enterprises')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', [...ids])
    .where('real_name_status', '!=', realNameStatus.passed)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertEnterprise(
  db: Db,
  row: { id: string; name: string; enterpriseNo: string; masterUserId: string; now: number },
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

/**
 * The enterprise's side of a master's change, inside the caller's transaction: only while `from` is
 * still the master (one winner when two changes race; the members' side follows, organization's).
 * Answers false when the master had already changed.
 */
export async function moveMaster(db: Db, input: { enterpriseId: string; from: string; to: string; now: number }): Promise<boolean> {
  const moved = await db
    .updateTable('enterprises')
    .set({ master_user_id: input.to, updated_at: input.now })
    .where('id', '=', input.enterpriseId)
    .where('master_user_id', '=', input.from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
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
