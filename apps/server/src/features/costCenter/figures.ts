import { couponStatus, invoiceStatus, orderStatus, ordersToBeClosed } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import type { Tenant } from '../../platform/tenant.js';
import { costFigures, ordersByEnterprise } from './figure-queries.js';

const dayMs = 24 * 60 * 60_000;

export interface CostFigures {
  ordersToPay: { count: number; amountFen: number } | null;
  ordersToClose: { count: number } | null;
  coupons: { available: number; expiringSoon: number } | null;
  invoices: { requested: number; issued: number; invoiceableFen: number } | null;
}

/**
 * The home dashboard's cost figures of the tenant (§1), only the groups asked for (the pages the
 * session may open): orders to pay and to close (the group the order list's "to be closed" filter
 * shows), coupons available and expiring within 30 days, invoices requested and issued with the
 * amount of paid or completed orders not invoiced yet. One statement (decision 49).
 */
export async function costFiguresOf(
  deps: Pick<Deps, 'db' | 'clock'>,
  o: { tenant: Tenant; orders: boolean; coupons: boolean; invoices: boolean },
): Promise<CostFigures> {
  const none: CostFigures = { ordersToPay: null, ordersToClose: null, coupons: null, invoices: null };
  if (!o.orders && !o.coupons && !o.invoices) return none;
  const now = deps.clock.now();
  const row = await costFigures(deps.db, {
    tenant: o.tenant,
    orders: o.orders ? { toPay: orderStatus.toBePaid, toClose: ordersToBeClosed.map((name) => orderStatus[name]) } : undefined,
    coupons: o.coupons ? { available: couponStatus.available, from: now, to: now + 30 * dayMs } : undefined,
    invoices: o.invoices
      ? { requested: invoiceStatus.requested, issued: invoiceStatus.issued, invoiceable: [orderStatus.completed, orderStatus.paid] }
      : undefined,
  });
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    ordersToPay: o.orders ? { count: n('to_pay'), amountFen: n('to_pay_fen') } : null,
    ordersToClose: o.orders ? { count: n('to_close') } : null,
    coupons: o.coupons ? { available: n('available'), expiringSoon: n('expiring') } : null,
    invoices: o.invoices ? { requested: n('requested'), issued: n('issued'), invoiceableFen: n('invoiceable_fen') } : null,
  };
}

/**
 * The paid orders (paid or completed: the base a channel partner is paid on) of a page of
 * enterprises, each one's count and amount in fen, in one query; enterprises with none are absent.
 */
export async function paidOrdersOf(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseIds: readonly string[] },
): Promise<Map<string, { count: number; amountFen: number }>> {
  if (o.enterpriseIds.length === 0) return new Map();
  const rows = await ordersByEnterprise(deps.db, o.enterpriseIds, [orderStatus.paid, orderStatus.completed]);
  return new Map(rows.map((r) => [r.enterprise_id!, { count: Number(r.n), amountFen: Number(r.fen) }]));
}
