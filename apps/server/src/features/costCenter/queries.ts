import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import type { Tenant } from '../../platform/tenant.js';
import { ofEnterprise, ownedBy } from '../../platform/tenant-queries.js';

/** SQL of the cost center: packages, orders, coupons, monthly bills (payments: `payment-queries.ts`). */

export type OrderRow = Selectable<Database['orders']>;
export type CouponRow = Selectable<Database['coupons']>;

// ---- packages ----

const packageColumns = [
  'p.id',
  'p.product_id',
  'p.name',
  'p.issuing_mode',
  'p.quantity',
  'p.months',
  'p.price_fen',
  'p.created_at',
] as const;

/** Packages oldest first (their products are services', read per list: packages.ts). */
export async function listPackages(db: Db) {
  return db
    .selectFrom('product_packages as p')
    .select(packageColumns)
    .orderBy('p.created_at', 'asc')
    .orderBy('p.id', 'asc')
    .limit(500)
    .execute();
}
export type PackageOnlyRow = Awaited<ReturnType<typeof listPackages>>[number];

export async function findPackage(db: Db, id: string): Promise<PackageOnlyRow | undefined> {
  return db.selectFrom('product_packages as p').select(packageColumns).where('p.id', '=', id).executeTakeFirst();
}

export async function insertPackage(db: Db, row: Insertable<Database['product_packages']>): Promise<void> {
  await db.insertInto('product_packages').values(row).execute();
}

// ---- orders ----

export const orderList = defineListOrder<{ created_at: number; id: string }>('costCenter.orders', 'desc', [
  { ref: 'orders.created_at', field: 'created_at', type: 'number' },
  { ref: 'orders.id', field: 'id', type: 'string' },
]);

function enterpriseOrders(db: Db, enterpriseId: string, statuses: readonly number[] | undefined) {
  let q = db.selectFrom('orders').where(ofEnterprise(enterpriseId, 'orders'));
  if (statuses !== undefined) q = q.where('orders.status', 'in', [...statuses]);
  return q;
}

export async function pageOrders(db: Db, input: { enterpriseId: string; status?: readonly number[]; position: ListPosition }) {
  const rows = await keysetPage(
    enterpriseOrders(db, input.enterpriseId, input.status).selectAll('orders'),
    orderList,
    input.position,
  ).execute();
  const total = await countUpTo(db, enterpriseOrders(db, input.enterpriseId, input.status).select('orders.id'));
  return { rows, total };
}

export const opsOrderList = defineListOrder<{ created_at: number; id: string }>('costCenter.opsOrders', 'asc', [
  { ref: 'orders.created_at', field: 'created_at', type: 'number' },
  { ref: 'orders.id', field: 'id', type: 'string' },
]);

function allOrders(db: Db, status: number | undefined) {
  let q = db.selectFrom('orders');
  if (status !== undefined) q = q.where('orders.status', '=', status);
  return q;
}

export async function pageAllOrders(db: Db, input: { status?: number; position: ListPosition }) {
  const rows = await keysetPage(allOrders(db, input.status).selectAll('orders'), opsOrderList, input.position).execute();
  const total = await countUpTo(db, allOrders(db, input.status).select('orders.id'));
  return { rows, total };
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOrderOf(db: Db, enterpriseId: string, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).where(ofEnterprise(enterpriseId)).executeTakeFirst();
}

export async function insertOrder(db: Db, row: Insertable<Database['orders']>): Promise<void> {
  await db.insertInto('orders').values(row).execute();
}

/** Moves an order only while it is still in one of `from` (two hands at once: one wins). */
export async function moveOrder(db: Db, input: { id: string; from: number[]; set: Updateable<Database['orders']> }): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set(input.set)
    .where('id', '=', input.id)
    .where('status', 'in', input.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Orders to be paid whose deadline has passed (the auto-cancel job). */
export async function ordersPastDeadline(db: Db, input: { status: number; now: number; limit: number }) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', input.status)
    .where('pay_deadline_at', '<=', input.now)
    .orderBy('pay_deadline_at')
    .limit(input.limit)
    .execute();
}

export async function ordersInStatus(db: Db, input: { status: number; limit: number }) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', input.status)
    .orderBy('created_at')
    .orderBy('id')
    .limit(input.limit)
    .execute();
}

// ---- coupons ----

export const couponList = defineListOrder<{ created_at: number; id: string }>('costCenter.coupons', 'desc', [
  { ref: 'coupons.created_at', field: 'created_at', type: 'number' },
  { ref: 'coupons.id', field: 'id', type: 'string' },
]);

function tenantCoupons(db: Db, tenant: Tenant, status: number) {
  return db.selectFrom('coupons').where(ownedBy(tenant, 'coupons')).where('coupons.status', '=', status);
}

export async function pageCoupons(db: Db, input: { tenant: Tenant; status: number; position: ListPosition }) {
  const rows = await keysetPage(
    // The coupons' products are services', read per page (packages.ts).
    tenantCoupons(db, input.tenant, input.status)
      .leftJoin('orders', 'orders.id', 'coupons.used_order_id')
      .selectAll('coupons')
      .select(['orders.order_no as used_order_no']),
    couponList,
    input.position,
  ).execute();
  const total = await countUpTo(db, tenantCoupons(db, input.tenant, input.status).select('coupons.id'));
  return { rows, total };
}
export type CouponPageRow = Awaited<ReturnType<typeof pageCoupons>>['rows'][number];

export async function findCouponOf(db: Db, tenant: Tenant, id: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).where(ownedBy(tenant)).executeTakeFirst();
}

export async function insertCoupon(db: Db, row: Insertable<Database['coupons']>): Promise<void> {
  await db.insertInto('coupons').values(row).execute();
}

/** Takes an available coupon for an order; false when someone else took it first. */
export async function claimCoupon(
  db: Db,
  input: { id: string; available: number; used: number; orderId: string; at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set({ status: input.used, used_order_id: input.orderId, used_at: input.at })
    .where('id', '=', input.id)
    .where('status', '=', input.available)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back the coupon of an order that did not go through. */
export async function releaseCoupon(db: Db, input: { orderId: string; couponId: string; available: number }): Promise<void> {
  await db
    .updateTable('coupons')
    .set({ status: input.available, used_order_id: null, used_at: null })
    .where('id', '=', input.couponId)
    .where('used_order_id', '=', input.orderId)
    .execute();
}

/** Available coupons past their window become expired (what the dashboard counts). */
export async function expireCoupons(db: Db, input: { available: number; expired: number; now: number }): Promise<number> {
  const result = await db
    .updateTable('coupons')
    .set({ status: input.expired })
    .where('status', '=', input.available)
    .where('expires_at', '<=', input.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findCoupon(db: Db, id: string) {
  return db
    .selectFrom('coupons')
    .leftJoin('orders', 'orders.id', 'coupons.used_order_id')
    .selectAll('coupons')
    .select(['orders.order_no as used_order_no'])
    .where('coupons.id', '=', id)
    .executeTakeFirst();
}

// ---- monthly bills of pay-on-demand usage ----

export async function billedSoFar(db: Db, subscriptionId: string): Promise<{ billedTo: number; months: string[] }> {
  const rows = await db
    .selectFrom('usage_bills')
    .select(['month', 'billed_to_fen'])
    .where('subscription_id', '=', subscriptionId)
    .execute();
  return { billedTo: Math.max(0, ...rows.map((r) => Number(r.billed_to_fen))), months: rows.map((r) => r.month) };
}

/** Claims a subscription's bill of a month; false when it exists already (another run made it). */
export async function claimBill(db: Db, row: Insertable<Database['usage_bills']>): Promise<boolean> {
  const inserted = await db
    .insertInto('usage_bills')
    .values(row)
    .onConflict((oc) => oc.columns(['subscription_id', 'month']).doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
