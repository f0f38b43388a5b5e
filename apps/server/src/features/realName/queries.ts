import type { ApplicationStatus } from '@console/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RealNameApplicationTable } from '../../db/schema.js';
import { type ListPosition, defineListOrder } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';

/** SQL of real-name applications. Times are epoch ms handed in by the service (its clock). */

export type ApplicationRow = Selectable<RealNameApplicationTable>;
export type NewApplication = RealNameApplicationTable;

export async function insertApplication(db: Db, row: NewApplication): Promise<void> {
  await db.insertInto('real_name_applications').values(row).execute();
}

export async function findApplication(db: Db, id: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('real_name_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findApplicationOf(db: Db, id: string, userId: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('real_name_applications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Every application of one person (a handful; the console pages them with `pageApplicationsOf`). */
export async function listApplicationsOf(db: Db, userId: string): Promise<ApplicationRow[]> {
  return db
    .selectFrom('real_name_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A person's history, newest first (index real_name_applications_user_created). */
export const historyOrder = defineListOrder<ApplicationRow>('realName.history', 'desc', [
  { ref: 'created_at', field: 'created_at', type: 'number' },
  { ref: 'id', field: 'id', type: 'string' },
]);

function applicationsOf(db: Db, userId: string) {
  return db.selectFrom('real_name_applications').selectAll().where('user_id', '=', userId);
}

export async function pageApplicationsOf(db: Db, userId: string, position: ListPosition): Promise<ApplicationRow[]> {
  return keysetPage(applicationsOf(db, userId), historyOrder, position).execute();
}

export async function countApplicationsOf(db: Db, userId: string): Promise<number> {
  return countUpTo(db, applicationsOf(db, userId));
}

/** Whether someone else holds this ID number as a passed identity. */
export async function idNumberPassedByOther(db: Db, idNumberHash: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('real_name_applications')
    .select('id')
    .where('id_number_hash', '=', idNumberHash)
    .where('status', '=', 'passed')
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  return !!row;
}

/**
 * Moves an application on, only from the statuses given: false when another request moved it
 * first (a decision is made once).
 */
export async function moveApplication(
  db: Db,
  id: string,
  from: readonly ApplicationStatus[],
  set: Partial<Omit<RealNameApplicationTable, 'id' | 'user_id'>> & { status: ApplicationStatus },
): Promise<boolean> {
  if (from.length === 0) return false;
  const result = await db
    .updateTable('real_name_applications')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A ticket taken by a phone whose verification never finished (the process stopped mid-way) is
 * let go this long after the ticket's end, so it cannot block the person for ever.
 */
const takenGraceMs = 5 * 60_000;

/** QR tickets of this person whose time ran out without a decided video become 'expired'. */
export async function expireWaiting(db: Db, userId: string, now: number): Promise<void> {
  await db
    .updateTable('real_name_applications')
    .set({ status: 'expired', ended_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'waiting')
    .where((eb) =>
      eb.or([
        eb.and([eb('submitted_at', 'is', null), eb('ticket_expires_at', '<=', now)]),
        eb('ticket_expires_at', '<=', now - takenGraceMs),
      ]),
    )
    .execute();
}

/**
 * The person applies another way: their QR tickets no phone has used yet are withdrawn (read as
 * expired), so a code shown and abandoned never blocks them. A ticket a phone already took is kept.
 */
export async function withdrawUnusedTickets(db: Db, userId: string, now: number, exceptId?: string): Promise<void> {
  let update = db
    .updateTable('real_name_applications')
    .set({ status: 'expired', ended_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'waiting')
    .where('submitted_at', 'is', null);
  if (exceptId) update = update.where('id', '!=', exceptId);
  await update.execute();
}

/** A live ticket: waiting, no video sent yet, not expired. */
export async function findLiveTicket(db: Db, ticketHash: string, now: number): Promise<ApplicationRow | undefined> {
  return db
    .selectFrom('real_name_applications')
    .selectAll()
    .where('ticket_hash', '=', ticketHash)
    .where('status', '=', 'waiting')
    .where('submitted_at', 'is', null)
    .where('ticket_expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Uses a ticket up: of two phones sending at once, only one gets the row. Its `submitted_at`
 * marks it taken while the provider decides.
 */
export async function takeTicket(db: Db, ticketHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('real_name_applications')
    .set({ submitted_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('status', '=', 'waiting')
    .where('submitted_at', 'is', null)
    .where('ticket_expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a taken ticket back when nothing could be decided (the provider was unreachable). */
export async function releaseTicket(db: Db, id: string): Promise<void> {
  await db.updateTable('real_name_applications').set({ submitted_at: null }).where('id', '=', id).where('status', '=', 'waiting').execute();
}

export async function findByTicket(db: Db, ticketHash: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('real_name_applications').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst();
}

// ---- the operator's queue ---------------------------------------------------------------------

/** The queue is worked oldest first; ties by id keep pages stable (indexes real_name_applications_created, _status_created). */
export const reviewOrder = defineListOrder<ApplicationRow>('realName.review', 'asc', [
  { ref: 'real_name_applications.created_at', field: 'created_at', type: 'number' },
  { ref: 'real_name_applications.id', field: 'id', type: 'string' },
]);

/** A page of the queue; the people's account names are account's (review.ts reads them for the page). */
export async function listForReview(db: Db, filter: { status?: ApplicationStatus; position: ListPosition }) {
  let query = db.selectFrom('real_name_applications').selectAll('real_name_applications');
  if (filter.status) query = query.where('real_name_applications.status', '=', filter.status);
  return keysetPage(query, reviewOrder, filter.position).execute();
}

export async function countForReview(db: Db, status: ApplicationStatus | undefined): Promise<number> {
  let query = db.selectFrom('real_name_applications').select('id');
  if (status) query = query.where('status', '=', status);
  return countUpTo(db, query);
}
