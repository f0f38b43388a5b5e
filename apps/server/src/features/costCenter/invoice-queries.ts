import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of invoices: titles, requests and the orders they cover, the back office's queue. */

export async function listTitles(db: Db, enterpriseId: string) {
  return db
    .selectFrom('invoice_titles')
    .selectAll()
    .where(ofEnterprise(enterpriseId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

export async function insertTitle(db: Db, row: Insertable<Database['invoice_titles']>): Promise<void> {
  await db.insertInto('invoice_titles').values(row).execute();
}

export async function findTitleOf(db: Db, enterpriseId: string, id: string) {
  return db.selectFrom('invoice_titles').selectAll().where('id', '=', id).where(ofEnterprise(enterpriseId)).executeTakeFirst();
}

export const invoiceableList = defineListOrder<{ created_at: number; id: string }>('costCenter.invoiceable', 'desc', [
  { ref: 'orders.created_at', field: 'created_at', type: 'number' },
  { ref: 'orders.id', field: 'id', type: 'string' },
]);

function invoiceableOrders(db: Db, enterpriseId: string, completed: number) {
  return db
    .selectFrom('orders')
    .where(ofEnterprise(enterpriseId, 'orders'))
    .where('orders.status', '=', completed)
    .where('orders.invoiced', '=', 0);
}

export async function pageInvoiceable(db: Db, input: { enterpriseId: string; completed: number; position: ListPosition }) {
  const rows = await keysetPage(
    invoiceableOrders(db, input.enterpriseId, input.completed).selectAll('orders'),
    invoiceableList,
    input.position,
  ).execute();
  const total = await countUpTo(db, invoiceableOrders(db, input.enterpriseId, input.completed).select('orders.id'));
  return { rows, total };
}

/** Claims orders for an invoice: only the enterprise's completed, uninvoiced ones; the count says how many. */
export async function claimOrders(db: Db, input: { enterpriseId: string; orderIds: string[]; completed: number }): Promise<number> {
  const result = await db
    .updateTable('orders')
    .set({ invoiced: 1 })
    .where(ofEnterprise(input.enterpriseId))
    .where('id', 'in', input.orderIds)
    .where('status', '=', input.completed)
    .where('invoiced', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function sumOrders(db: Db, orderIds: string[]): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_fen'), eb.lit(0)).as('amount'))
    .where('id', 'in', orderIds)
    .executeTakeFirst();
  return Number(row?.amount ?? 0);
}

export async function releaseOrders(db: Db, invoiceId: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ invoiced: 0 })
    .where('id', 'in', db.selectFrom('invoice_orders').select('order_id').where('invoice_id', '=', invoiceId))
    .execute();
}

export async function insertInvoice(db: Db, row: Insertable<Database['invoices']>, orderIds: string[]): Promise<void> {
  await db.insertInto('invoices').values(row).execute();
  await db
    .insertInto('invoice_orders')
    .values(orderIds.map((order_id) => ({ invoice_id: row.id, order_id, enterprise_id: row.enterprise_id ?? null, user_id: row.user_id })))
    .execute();
}

export async function findByRequest(db: Db, enterpriseId: string, requestId: string) {
  return db.selectFrom('invoices').selectAll().where(ofEnterprise(enterpriseId)).where('request_id', '=', requestId).executeTakeFirst();
}

export async function findInvoice(db: Db, id: string) {
  return db.selectFrom('invoices').selectAll('invoices').where('invoices.id', '=', id).executeTakeFirst();
}
export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

export async function orderNosOf(db: Db, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .selectFrom('invoice_orders')
    .innerJoin('orders', 'orders.id', 'invoice_orders.order_id')
    .select(['invoice_orders.invoice_id', 'orders.order_no'])
    .where('invoice_orders.invoice_id', 'in', invoiceIds)
    .orderBy('orders.order_no')
    .execute();
}

export const invoiceList = defineListOrder<{ created_at: number; id: string }>('costCenter.invoices', 'desc', [
  { ref: 'invoices.created_at', field: 'created_at', type: 'number' },
  { ref: 'invoices.id', field: 'id', type: 'string' },
]);
export const opsInvoiceList = defineListOrder<{ created_at: number; id: string }>('costCenter.opsInvoices', 'asc', [
  { ref: 'invoices.created_at', field: 'created_at', type: 'number' },
  { ref: 'invoices.id', field: 'id', type: 'string' },
]);

function invoicesOf(db: Db, enterpriseId: string | null, status: number | undefined) {
  let q = db.selectFrom('invoices');
  if (enterpriseId !== null) q = q.where(ofEnterprise(enterpriseId, 'invoices'));
  if (status !== undefined) q = q.where('invoices.status', '=', status);
  return q;
}

export async function pageInvoices(db: Db, input: { enterpriseId: string | null; status?: number; position: ListPosition }) {
  const order = input.enterpriseId === null ? opsInvoiceList : invoiceList;
  const rows = await keysetPage(invoicesOf(db, input.enterpriseId, input.status).selectAll('invoices'), order, input.position).execute();
  const total = await countUpTo(db, invoicesOf(db, input.enterpriseId, input.status).select('invoices.id'));
  return { rows, total };
}

export async function moveInvoice(db: Db, input: { id: string; from: number; set: Updateable<Database['invoices']> }): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set(input.set)
    .where('id', '=', input.id)
    .where('status', '=', input.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
