import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EnterpriseApplicationTable } from '../../db/schema.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';
import { type ListPosition, defineListOrder } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';

/**
 * SQL of enterprise authentication: applications and how they end, amount attempts (the legal
 * representative's link is in legal-person-queries.ts, company documents in document-queries.ts).
 * Times are epoch ms handed in by the services (their clock).
 */

export type ApplicationRow = Selectable<EnterpriseApplicationTable>;
export type NewApplication = Insertable<EnterpriseApplicationTable>;

export async function insertApplication(db: Db, row: NewApplication): Promise<void> {
  await db.insertInto('enterprise_applications').values(row).execute();
}

export async function findApplication(db: Db, id: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('enterprise_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One of the enterprise's own applications (another enterprise's id is not found). */
export async function findApplicationOf(db: Db, id: string, enterpriseId: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('enterprise_applications').selectAll().where('id', '=', id).where(ofEnterprise(enterpriseId)).executeTakeFirst();
}

/** The same, locked for the rest of the transaction on PostgreSQL. */
export async function lockApplicationOf(db: Db, id: string, enterpriseId: string, postgres: boolean): Promise<ApplicationRow | undefined> {
  const query = db.selectFrom('enterprise_applications').selectAll().where('id', '=', id).where(ofEnterprise(enterpriseId));
  return (postgres ? query.forUpdate() : query).executeTakeFirst();
}

/** Every application of one enterprise (a handful; the console pages them with `pageApplicationsOf`). */
export async function listApplicationsOf(db: Db, enterpriseId: string): Promise<ApplicationRow[]> {
  return db
    .selectFrom('enterprise_applications')
    .selectAll()
    .where(ofEnterprise(enterpriseId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** An enterprise's history, newest first (index enterprise_applications_enterprise_created). */
export const historyOrder = defineListOrder<ApplicationRow>('enterpriseAuth.history', 'desc', [
  { ref: 'created_at', field: 'created_at', type: 'number' },
  { ref: 'id', field: 'id', type: 'string' },
]);

function applicationsOf(db: Db, enterpriseId: string) {
  return db.selectFrom('enterprise_applications').selectAll().where(ofEnterprise(enterpriseId));
}

export async function pageApplicationsOf(db: Db, enterpriseId: string, position: ListPosition): Promise<ApplicationRow[]> {
  return keysetPage(applicationsOf(db, enterpriseId), historyOrder, position).execute();
}

export async function countApplicationsOf(db: Db, enterpriseId: string): Promise<number> {
  return countUpTo(db, applicationsOf(db, enterpriseId));
}

/** Moves an application on only from the given states; answers whether it moved. */
export async function moveApplication(
  db: Db,
  id: string,
  from: readonly string[],
  set: Updateable<EnterpriseApplicationTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('enterprise_applications')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Applications whose deadline has passed (for the sweeper), of one enterprise or all. */
export async function overdueApplications(db: Db, now: number, enterpriseId?: string): Promise<ApplicationRow[]> {
  let query = db
    .selectFrom('enterprise_applications')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'remitting'), eb('remit_due_at', '<', now)]),
        eb.and([eb('status', '=', 'awaitingAmount'), eb('amount_deadline_at', '<', now)]),
        eb.and([eb('status', '=', 'awaitingLegalPerson'), eb('legal_ticket_expires_at', '<', now)]),
      ]),
    );
  if (enterpriseId) query = query.where(ofEnterprise(enterpriseId));
  return query.limit(200).execute();
}

/** Applications still waiting for the bank (remittance not made, due time not passed, nobody on it). */
export async function unremittedApplications(db: Db, now: number): Promise<ApplicationRow[]> {
  return db
    .selectFrom('enterprise_applications')
    .selectAll()
    .where('status', '=', 'remitting')
    .where('remittance_id', 'is', null)
    .where('remit_due_at', '>=', now)
    .orderBy('submitted_at')
    .limit(50)
    .execute();
}

/** Takes the remittance of an application (one remitter wins); answers whether it did. */
export async function claimRemittance(db: Db, id: string, remittanceId: string): Promise<boolean> {
  const result = await db
    .updateTable('enterprise_applications')
    .set({ remittance_id: remittanceId })
    .where('id', '=', id)
    .where('status', '=', 'remitting')
    .where('remittance_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives an unmade remittance back, so the sweeper tries again. */
export async function releaseRemittance(db: Db, id: string, remittanceId: string): Promise<void> {
  await db
    .updateTable('enterprise_applications')
    .set({ remittance_id: null })
    .where('id', '=', id)
    .where('remittance_id', '=', remittanceId)
    .where('status', '=', 'remitting')
    .execute();
}

export async function findAttempt(db: Db, applicationId: string, requestId: string) {
  return db
    .selectFrom('enterprise_amount_attempts')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** Counted attempts up to and including this one (ids are time-ordered). */
export async function countAttemptsUpTo(db: Db, applicationId: string, attemptId: string): Promise<number> {
  const row = await db
    .selectFrom('enterprise_amount_attempts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('application_id', '=', applicationId)
    .where('id', '<=', attemptId)
    .where('outcome', '!=', 'correct')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAttempt(
  db: Db,
  row: { id: string; application_id: string; request_id: string; amount: string; outcome: string; user_id: string; created_at: number },
): Promise<void> {
  await db.insertInto('enterprise_amount_attempts').values(row).execute();
}

// ---- how an application ends (outcome.ts) ------------------------------------------------------

/** What the enterprise takes from its current application: status, the proven name and codes. */
export async function findApplicationOutcome(db: Db, id: string) {
  return db
    .selectFrom('enterprise_applications')
    .select(['status', 'enterprise_name', 'credit_code', 'org_code', 'passed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function findApplicationEnterprise(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('enterprise_applications').select(['enterprise_id']).where('id', '=', id).executeTakeFirst();
  return row?.enterprise_id;
}

/** Ends an application only from the given states; answers whether it did. */
export async function endApplication(
  db: Db,
  id: string,
  from: readonly string[],
  set: {
    status: string;
    reason: string | null;
    reject_reason: string | null;
    reviewed_by: string | null;
    passed_at: number | null;
    rejected_at: number | null;
    ended_at: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('enterprise_applications')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
