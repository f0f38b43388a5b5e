import type { Db } from '../../db/database.js';
import type { ApplicationRow } from './queries.js';
import { type ListPosition, defineListOrder } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';

/** SQL of the operator back office for enterprise authentication: the application queue and the sandbox bank's ledger. */

/** An application of the queue; its applicant's account name is account's (review.ts reads the page's names at once). */
export type ReviewRow = ApplicationRow;

/** The queue is worked oldest first (indexes enterprise_applications_submitted, _status_submitted, _mode_submitted, _status_mode_submitted). */
export const reviewOrder = defineListOrder<ReviewRow>('enterpriseAuth.review', 'asc', [
  { ref: 'a.submitted_at', field: 'submitted_at', type: 'number' },
  { ref: 'a.id', field: 'id', type: 'string' },
]);

export async function listForReview(db: Db, input: { status?: string; mode?: string; position: ListPosition }): Promise<ReviewRow[]> {
  let query = db.selectFrom('enterprise_applications as a').selectAll('a');
  if (input.status) query = query.where('a.status', '=', input.status);
  if (input.mode) query = query.where('a.mode', '=', input.mode);
  return keysetPage(query, reviewOrder, input.position).execute();
}

export async function countForReview(db: Db, input: { status?: string; mode?: string }): Promise<number> {
  let query = db.selectFrom('enterprise_applications').select('id');
  if (input.status) query = query.where('status', '=', input.status);
  if (input.mode) query = query.where('mode', '=', input.mode);
  return countUpTo(db, query);
}

export async function findForReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  return db.selectFrom('enterprise_applications as a').selectAll('a').where('a.id', '=', id).executeTakeFirst();
}

/** The enterprise named in each application (the sandbox bank's ledger shows it beside a remittance). */
export async function enterpriseNamesOf(db: Db, applicationIds: readonly string[]): Promise<Map<string, string>> {
  if (!applicationIds.length) return new Map();
  const rows = await db
    .selectFrom('enterprise_applications')
    .select(['id', 'enterprise_name'])
    .where('id', 'in', [...new Set(applicationIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.enterprise_name]));
}
