import { type Insertable, type Updateable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/** SQL of work orders: the tenant's lists and rows, records, attachments, the queue and the context rows. */

export type WorkOrderRow = Database['work_orders'];
export type RecordRow = Database['work_order_records'];
export type AttachmentRow = Database['work_order_attachments'];

/** Who the person's list shows: the tenant's orders, or in an enterprise only their own (a member without `viewAll`). */
export interface Visibility {
  tenant: Tenant;
  onlyUserId: string | null;
}

function visible(db: Db, v: Visibility) {
  let q = db.selectFrom('work_orders as w').where(ownedBy(v.tenant, 'w'));
  if (v.onlyUserId) q = q.where('w.user_id', '=', v.onlyUserId);
  return q;
}

/** The person's list, newest first (indexes work_orders_enterprise_* and work_orders_user_*). */
export const listOrder = defineListOrder<{ created_at: number; id: string }>('workOrders.list', 'desc', [
  { ref: 'w.created_at', field: 'created_at', type: 'number' },
  { ref: 'w.id', field: 'id', type: 'string' },
]);

function filtered(db: Db, v: Visibility, status: number | undefined) {
  let q = visible(db, v);
  if (status !== undefined) q = q.where('w.status', '=', status);
  return q;
}

export async function listVisible(db: Db, input: { visibility: Visibility; status?: number; position: ListPosition }) {
  return keysetPage(filtered(db, input.visibility, input.status).selectAll('w'), listOrder, input.position).execute();
}

export async function countVisible(db: Db, input: { visibility: Visibility; status?: number }) {
  return countUpTo(db, filtered(db, input.visibility, input.status).select('w.id'));
}

export async function findVisible(db: Db, v: Visibility, id: string) {
  return visible(db, v).selectAll('w').where('w.id', '=', id).executeTakeFirst();
}

export async function findOrder(db: Db, id: string) {
  return db.selectFrom('work_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The next work-order number of a day (yyyymmdd): one more than the last handed out, counted in the
 * caller's transaction (the day's row stays locked until it commits, so no two orders get one number).
 */
export async function nextNumberOfDay(db: Db, day: string): Promise<number> {
  const row = await db
    .insertInto('work_order_number_days')
    .values({ day, last: 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet({ last: sql`work_order_number_days.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

export async function insertOrder(db: Db, row: Insertable<Database['work_orders']>): Promise<void> {
  await db.insertInto('work_orders').values(row).execute();
}

/** Updates an order only while it is still in one of `from` (two hands at once: one wins). */
export async function updateOrder(
  db: Db,
  input: { id: string; from: number[]; set: Updateable<Database['work_orders']> },
): Promise<boolean> {
  const result = await db
    .updateTable('work_orders')
    .set(input.set)
    .where('id', '=', input.id)
    .where('status', 'in', input.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRecord(
  db: Db,
  row: Omit<Insertable<Database['work_order_records']>, 'enterprise_id' | 'user_id'>,
): Promise<void> {
  // The order's tenant (0067), read in the same statement.
  const order = () => db.selectFrom('work_orders').where('id', '=', row.work_order_id);
  await db
    .insertInto('work_order_records')
    .values({ ...row, enterprise_id: order().select('enterprise_id'), user_id: order().select('user_id') })
    .execute();
}

/** Every record of an order in order, with an operator author's name (a person's account name is account's). */
export async function recordsOf(db: Db, workOrderId: string) {
  return db
    .selectFrom('work_order_records as r')
    .select(['r.id', 'r.kind', 'r.by_kind', 'r.author_id', 'r.status', 'r.content', 'r.created_at'])
    .where('r.work_order_id', '=', workOrderId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

export async function attachmentsOf(db: Db, workOrderId: string) {
  return db
    .selectFrom('work_order_attachments')
    .select(['id', 'name', 'content_type', 'bytes', 'record_id'])
    .where('work_order_id', '=', workOrderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertAttachment(db: Db, row: Insertable<Database['work_order_attachments']>): Promise<void> {
  await db.insertInto('work_order_attachments').values(row).execute();
}

/** Whose unused uploads an attachment id may name: a person's own (by tenant) or an operator's own. */
export type Uploader = { kind: 'user'; userId: string; enterpriseId: string | null } | { kind: 'operator'; operatorId: string };

/** Attaches the uploader's unused uploads to an order (and a record); answers how many it took. */
export async function claimAttachments(
  db: Db,
  input: { ids: string[]; uploader: Uploader; workOrderId: string; recordId: string | null },
): Promise<number> {
  if (input.ids.length === 0) return 0;
  let q = db
    .updateTable('work_order_attachments')
    .set({ work_order_id: input.workOrderId, record_id: input.recordId })
    .where('id', 'in', input.ids)
    .where('work_order_id', 'is', null);
  if (input.uploader.kind === 'operator') q = q.where('operator_id', '=', input.uploader.operatorId);
  else {
    q = q.where('user_id', '=', input.uploader.userId);
    q = input.uploader.enterpriseId ? q.where('enterprise_id', '=', input.uploader.enterpriseId) : q.where('enterprise_id', 'is', null);
  }
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findAttachment(db: Db, id: string) {
  return db.selectFrom('work_order_attachments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countRecentUploads(db: Db, uploader: Uploader, since: number): Promise<number> {
  let q = db
    .selectFrom('work_order_attachments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', since);
  q = uploader.kind === 'operator' ? q.where('operator_id', '=', uploader.operatorId) : q.where('user_id', '=', uploader.userId);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

// ---- the back office ----

/** The queue, oldest first (indexes work_orders_created, _status_, _expedited_, _assignee_, _queue). */
export const queueOrder = defineListOrder<{ created_at: number; id: string }>('workOrders.queue', 'asc', [
  { ref: 'w.created_at', field: 'created_at', type: 'number' },
  { ref: 'w.id', field: 'id', type: 'string' },
]);

export interface QueueFilter {
  status?: number;
  expedited?: number;
  assignee?: string;
}

function queue(db: Db, f: QueueFilter) {
  let q = db.selectFrom('work_orders as w');
  if (f.status !== undefined) q = q.where('w.status', '=', f.status);
  if (f.expedited !== undefined) q = q.where('w.expedited', '=', f.expedited);
  if (f.assignee !== undefined) q = q.where('w.assignee_id', '=', f.assignee);
  return q;
}

export type QueueRow = Awaited<ReturnType<typeof listQueue>>[number];

export async function listQueue(db: Db, input: { filter: QueueFilter; position: ListPosition }) {
  // The assignee's, requester's and enterprise's names are their owners', read per page (ops.ts).
  return keysetPage(queue(db, input.filter).selectAll('w'), queueOrder, input.position).execute();
}

export async function countQueue(db: Db, filter: QueueFilter) {
  return countUpTo(db, queue(db, filter).select('w.id'));
}

export async function findForOps(db: Db, id: string) {
  return db.selectFrom('work_orders as w').selectAll('w').where('w.id', '=', id).executeTakeFirst();
}

// ---- the attached context, read only within the order's own tenant (the log entry: the platform's logEntryOf; applications and calls: apps' index) ----

export const ofOrder = (order: WorkOrderRow): Tenant =>
  order.enterprise_id ? { kind: 'enterprise', enterpriseId: order.enterprise_id } : { kind: 'personal', userId: order.user_id };

// ---- the auto-close job ----

export async function resolvedBefore(db: Db, input: { status: number; before: number; limit: number }) {
  return db
    .selectFrom('work_orders')
    .select(['id', 'status'])
    .where('status', '=', input.status)
    .where('resolved_at', '<=', input.before)
    .orderBy('resolved_at')
    .orderBy('id')
    .limit(input.limit)
    .execute();
}
