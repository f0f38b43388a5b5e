import {
  type DashboardSummary,
  type ModuleCode,
  permits,
  type RealNameStatus,
  couponStatus,
  enterpriseStepOf,
  invoiceStatus,
  orderStatus,
  ordersToBeClosed,
  platformDate,
  serviceStatus,
  workOrderStatus,
} from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Db } from '../../db/database.js';
import type { Deps } from '../../platform/context.js';
import { type Tenant, tenantOf } from '../../platform/tenant.js';
import { accountRealNameOf } from '../account/index.js';
import { enterpriseRealNameOf } from '../enterprise/index.js';
import { countMyInvitations } from '../organization/index.js';
import { quotaAlertsOf } from '../services/index.js';
import { countByStatus, countCouponsExpiring, sumOrders, sumUsage } from './queries.js';

const dayMs = 24 * 60 * 60_000;

/** Settled days' sums per database, for the days through `through`: enterprise and month → sum. */
const settledSums = new WeakMap<Db, { through: string; sums: Map<string, Promise<number>> }>();
/** Enterprises remembered a day per process at most; past it the day starts over (one more read each). */
const settledMax = 100_000;

/**
 * The month's days up to the day before yesterday, summed once a day per enterprise and process: those
 * rows no longer change (a call counts on the platform day it was metered, in the request's own
 * transaction), so each view reads only yesterday's and today's (~1,200 rollup rows at 200
 * applications × 3 services, where the month's were ~17,000 by its end, 15–45 ms on a loaded machine).
 */
function settledSum(db: Db, enterpriseId: string, first: string, through: string): Promise<number> {
  let held = settledSums.get(db);
  if (!held || held.through !== through || held.sums.size >= settledMax) settledSums.set(db, (held = { through, sums: new Map() }));
  const key = `${enterpriseId}|${first}`;
  let sum = held.sums.get(key);
  if (!sum) {
    const sums = held.sums;
    sum = sumUsage(db, enterpriseId, first, through);
    sums.set(key, sum);
    // A failed read is not remembered: the next view tries again.
    sum.catch(() => sums.delete(key));
  }
  return sum;
}

/**
 * The month's metered calls so far, from the daily rollup: platform days (UTC+8, where the product
 * bills) from the month's first to today — the settled days from memory, yesterday and today read.
 * Every metered call is an application's, and every application an enterprise's, so a person outside
 * an enterprise has none.
 */
export async function callsThisMonth(deps: Deps, tenant: Tenant, now: number): Promise<number> {
  if (tenant.kind !== 'enterprise') return 0;
  const today = platformDate(now);
  const first = `${today.slice(0, 8)}01`;
  const yesterday = platformDate(now - dayMs);
  // Platform days are UTC+8 all year: a day before is always 24 hours before.
  const settledThrough = platformDate(now - 2 * dayMs);
  if (settledThrough < first) return sumUsage(deps.db, tenant.enterpriseId, first, today);
  const [settled, recent] = await Promise.all([
    settledSum(deps.db, tenant.enterpriseId, first, settledThrough),
    sumUsage(deps.db, tenant.enterpriseId, yesterday, today),
  ]);
  return settled + recent;
}

/** The real-name card: the context's status from its owner (enterprise or account). */
async function realNameOf(deps: Deps, tenant: Tenant) {
  if (tenant.kind === 'enterprise') {
    // The enterprise's own status (§4); the time is when it passed, else when its status last moved.
    const e = await enterpriseRealNameOf(deps, { enterpriseId: tenant.enterpriseId });
    const status = e?.realNameStatus ?? 0;
    return {
      status,
      at: e && status ? (status === 2 ? (e.passedAt ?? e.updatedAt) : e.updatedAt) : null,
      applicationStatus: e?.applicationStatus ?? null,
    };
  }
  const person = await accountRealNameOf(deps, { userId: tenant.userId });
  return { status: person?.realNameStatus ?? 0, at: person?.realNameAt ?? null, applicationStatus: null };
}

/**
 * The home dashboard of §1: every figure is a query over the session's own rows, and only the figures
 * of pages the session may open — a member whose role does not include the orders, say, gets null
 * there (the console shows no card), never the enterprise's figure nor a zero that looks real.
 */
export async function getDashboardSummary(deps: Deps, { caller }: { caller: UserCaller }): Promise<DashboardSummary> {
  const { db } = deps;
  const now = deps.clock.now();
  const tenant = tenantOf(caller.user);
  const may = (code: ModuleCode) => permits(caller.user.modules, code);
  const when = <T>(allowed: boolean, figure: () => Promise<T>): Promise<T | null> => (allowed ? figure() : Promise.resolve(null));
  const orders = may('payment');
  const [realName, services, calls, toPay, toClose, workOrders, coupons, expiring, invoices, invoiceable, invitations, quotaAlerts] =
    await Promise.all([
      realNameOf(deps, tenant),
      when(may('myServiceList'), () => countByStatus(db, 'service_subscriptions', tenant)),
      when(may('myServiceList'), () => callsThisMonth(deps, tenant, now)),
      when(orders, () => sumOrders(db, tenant, [orderStatus.toBePaid])),
      // The same group the order list's "to be closed" filter shows, so the figure and the list agree.
      when(orders, () =>
        sumOrders(
          db,
          tenant,
          ordersToBeClosed.map((name) => orderStatus[name]),
        ),
      ),
      when(may('myWorkOrder'), () => countByStatus(db, 'work_orders', tenant)),
      when(may('myDiscountList'), () => countByStatus(db, 'coupons', tenant)),
      when(may('myDiscountList'), () => countCouponsExpiring(db, tenant, couponStatus.available, now, now + 30 * dayMs)),
      when(may('myInvoiceList'), () => countByStatus(db, 'invoices', tenant)),
      when(may('myInvoiceList'), () => sumOrders(db, tenant, [orderStatus.completed, orderStatus.paid], true)),
      countMyInvitations(deps, { caller }),
      // The alerts name the enterprise's services: shown to whoever may see myServiceList.
      tenant.kind === 'enterprise' && may('myServiceList') ? quotaAlertsOf(deps, tenant.enterpriseId) : [],
    ]);
  const open = workOrders
    ? [workOrderStatus.processing, workOrderStatus.distributed, workOrderStatus.processed].reduce((n, s) => n + (workOrders.get(s) ?? 0), 0)
    : 0;
  return {
    realName: {
      status: realName.status as RealNameStatus,
      checkedAt: realName.at,
      step: enterpriseStepOf(realName.status, realName.applicationStatus),
    },
    usage: services && calls !== null ? { servicesInEffect: services.get(serviceStatus.effective) ?? 0, callsThisMonth: calls } : null,
    ordersToPay: toPay,
    ordersToClose: toClose && { count: toClose.count },
    workOrders: workOrders && { open, resolved: workOrders.get(workOrderStatus.resolved) ?? 0 },
    coupons: coupons && expiring !== null ? { available: coupons.get(couponStatus.available) ?? 0, expiringSoon: expiring } : null,
    invoices:
      invoices && invoiceable
        ? {
            requested: invoices.get(invoiceStatus.requested) ?? 0,
            issued: invoices.get(invoiceStatus.issued) ?? 0,
            invoiceableFen: invoiceable.amountFen,
          }
        : null,
    invitations,
    quotaAlerts,
  };
}
