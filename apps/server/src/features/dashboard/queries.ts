import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/** SQL of the home dashboard: every figure counts the session tenant's own rows (a person's, or one enterprise's). */

type OwnedTable = 'orders' | 'work_orders' | 'coupons' | 'invoices' | 'service_subscriptions';

function owned<T extends OwnedTable>(db: Db, table: T, tenant: Tenant) {
  return db.selectFrom(table as OwnedTable).where(ownedBy(tenant));
}

export async function countByStatus(
  db: Db,
  table: 'orders' | 'work_orders' | 'coupons' | 'invoices' | 'service_subscriptions',
  tenant: Tenant,
) {
  const rows = await owned(db, table, tenant)
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.count)]));
}

export async function sumOrders(db: Db, tenant: Tenant, statuses: number[], onlyUninvoiced = false) {
  let q = owned(db, 'orders', tenant).where('status', 'in', statuses);
  if (onlyUninvoiced) q = q.where('invoiced', '=', 0);
  const row = await q
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('amount_fen'), eb.lit(0)).as('amount')])
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), amountFen: Number(row?.amount ?? 0) };
}

export async function countCouponsExpiring(db: Db, tenant: Tenant, status: number, from: number, to: number) {
  const row = await owned(db, 'coupons', tenant)
    .where('status', '=', status)
    .where('expires_at', '>=', from)
    .where('expires_at', '<', to)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Metered calls of an enterprise over platform days [fromDay, toDay] ('YYYY-MM-DD', UTC+8), sandbox
 * calls left out: read from the daily rollup (`usage_daily`, counted in the write that meters each
 * call), one range of its primary key (enterprise_id, day, …) — at most days × applications ×
 * services rows however many calls the ledger holds.
 */
export async function sumUsage(db: Db, enterpriseId: string, fromDay: string, toDay: string) {
  const row = await db
    .selectFrom('usage_daily')
    .where('enterprise_id', '=', enterpriseId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .select(sql<number>`coalesce(sum(calls - sandbox_calls), 0)`.as('calls'))
    .executeTakeFirst();
  return Number(row?.calls ?? 0);
}
