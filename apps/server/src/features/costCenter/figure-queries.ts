import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/**
 * SQL of the home dashboard's cost figures (figures.ts): every figure a scalar subquery over the
 * tenant's own orders, coupons or invoices, along their (enterprise_id, status, …) indexes, all in one
 * statement — one round trip whichever of them the caller may see. Also the paid orders of a page of
 * enterprises (a channel partner's list).
 */

export interface CostFigureQuery {
  tenant: Tenant;
  /** Orders to pay (count and amount) and orders to close (count), by status. */
  orders?: { toPay: number; toClose: readonly number[] };
  /** Coupons available, and those of them expiring within [from, to). */
  coupons?: { available: number; from: number; to: number };
  /** Invoices requested and issued; the amount of orders in these statuses not invoiced yet. */
  invoices?: { requested: number; issued: number; invoiceable: readonly number[] };
}

type CostFigureRow = Partial<Record<string, number | string | null>>;

/** At least one group must be asked for (an empty select list is not SQL). */
export async function costFigures(db: Db, f: CostFigureQuery): Promise<CostFigureRow> {
  const orders = () => db.selectFrom('orders').where(ownedBy(f.tenant));
  const coupons = () => db.selectFrom('coupons').where(ownedBy(f.tenant));
  const invoices = () => db.selectFrom('invoices').where(ownedBy(f.tenant));
  const count = sql<number>`count(*)`;
  const amount = sql<number>`coalesce(sum(amount_fen), 0)`;
  const row = await db
    .selectNoFrom(() => {
      return [
        ...(f.orders
          ? [
              orders().where('status', '=', f.orders.toPay).select(count.as('n')).as('to_pay'),
              orders().where('status', '=', f.orders.toPay).select(amount.as('n')).as('to_pay_fen'),
              orders()
                .where('status', 'in', [...f.orders.toClose])
                .select(count.as('n'))
                .as('to_close'),
            ]
          : []),
        ...(f.coupons
          ? [
              coupons().where('status', '=', f.coupons.available).select(count.as('n')).as('available'),
              coupons()
                .where('status', '=', f.coupons.available)
                .where('expires_at', '>=', f.coupons.from)
                .where('expires_at', '<', f.coupons.to)
                .select(count.as('n'))
                .as('expiring'),
            ]
          : []),
        ...(f.invoices
          ? [
              invoices().where('status', '=', f.invoices.requested).select(count.as('n')).as('requested'),
              invoices().where('status', '=', f.invoices.issued).select(count.as('n')).as('issued'),
              orders()
                .where('status', 'in', [...f.invoices.invoiceable])
                .where('invoiced', '=', 0)
                .select(amount.as('n'))
                .as('invoiceable_fen'),
            ]
          : []),
      ];
    })
    .executeTakeFirst();
  return (row ?? {}) as CostFigureRow;
}

/** Count and amount of each enterprise's orders in `statuses`, grouped: one statement over the (enterprise_id, status) index. */
export const ordersByEnterprise = (db: Db, enterpriseIds: readonly string[], statuses: readonly number[]) =>
  db
    .selectFrom('orders')
    .select(['enterprise_id', sql<number | string>`count(*)`.as('n'), sql<number | string>`coalesce(sum(amount_fen), 0)`.as('fen')])
    .where('enterprise_id', 'in', [...enterpriseIds])
    .where('status', 'in', [...statuses])
    .groupBy('enterprise_id')
    .execute();
