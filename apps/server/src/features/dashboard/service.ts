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
import type { Deps } from '../../platform/context.js';
import { type Tenant, tenantOf } from '../../platform/tenant.js';
import { countMyInvitations } from '../organization/index.js';
import { quotaAlertsOf } from '../services/index.js';
import { countByStatus, countCouponsExpiring, findRealName, sumOrders, sumUsage } from './queries.js';

const dayMs = 24 * 60 * 60_000;

/**
 * The month's metered calls so far, from the daily rollup: platform days (UTC+8, where the product
 * bills) from the month's first to today. Every metered call is an application's, and every
 * application an enterprise's, so a person outside an enterprise has none.
 */
function callsThisMonth(deps: Deps, tenant: Tenant, now: number): Promise<number> {
  if (tenant.kind !== 'enterprise') return Promise.resolve(0);
  const today = platformDate(now);
  return sumUsage(deps.db, tenant.enterpriseId, `${today.slice(0, 8)}01`, today);
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
      findRealName(db, tenant),
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
