import type { Db } from '../../db/database.js';
import type { ApplicationRow } from './queries.js';

/** SQL of the operator back office for enterprise authentication: the application queue and the sandbox bank's ledger. */

export type ReviewRow = ApplicationRow & { applicant_name: string };

export async function listForReview(
  db: Db,
  input: { status?: string; mode?: string; offset: number; limit: number },
): Promise<ReviewRow[]> {
  let query = db
    .selectFrom('enterprise_applications as a')
    .innerJoin('users as u', 'u.id', 'a.applicant_user_id')
    .selectAll('a')
    .select('u.account_name as applicant_name');
  if (input.status) query = query.where('a.status', '=', input.status);
  if (input.mode) query = query.where('a.mode', '=', input.mode);
  // The queue is worked oldest first.
  return query.orderBy('a.submitted_at', 'asc').orderBy('a.id', 'asc').offset(input.offset).limit(input.limit).execute();
}

export async function countForReview(db: Db, input: { status?: string; mode?: string }): Promise<number> {
  let query = db.selectFrom('enterprise_applications').select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (input.status) query = query.where('status', '=', input.status);
  if (input.mode) query = query.where('mode', '=', input.mode);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function findForReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('enterprise_applications as a')
    .innerJoin('users as u', 'u.id', 'a.applicant_user_id')
    .selectAll('a')
    .select('u.account_name as applicant_name')
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** Who is told about a decision: the applicant's account, phone (sealed), e-mail and language. */
export async function findApplicant(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'account_name', 'phone_cipher', 'email', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function listRemittances(db: Db, page: { offset: number; limit: number }) {
  return db
    .selectFrom('bank_remittances as r')
    .innerJoin('enterprise_applications as a', 'a.id', 'r.application_id')
    .select([
      'r.id',
      'r.application_id',
      'r.account_cipher',
      'r.account_bank',
      'r.amount_fen',
      'r.status',
      'r.reference',
      'r.created_at',
      'r.sent_at',
      'a.enterprise_name',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countRemittances(db: Db): Promise<number> {
  return Number(
    (
      await db
        .selectFrom('bank_remittances')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}
