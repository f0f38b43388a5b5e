import {
  type DashboardSummary,
  permits,
  type RealNameStatus,
  couponStatus,
  enterpriseStepOf,
  invoiceStatus,
  orderStatus,
  serviceStatus,
  workOrderStatus,
} from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { tenantOf } from '../../platform/tenant.js';
import { countMyInvitations } from '../organization/index.js';
import { quotaAlertsOf } from '../services/index.js';
import { countByStatus, countCouponsExpiring, findRealName, sumOrders, sumUsage } from './queries.js';

const dayMs = 24 * 60 * 60_000;

/** Start of the current month in China Standard Time (UTC+8), where the product bills. */
function monthStart(now: number): number {
  const cst = new Date(now + 8 * 3600_000);
  return Date.UTC(cst.getUTCFullYear(), cst.getUTCMonth(), 1) - 8 * 3600_000;
}

/** The home dashboard of §1: every figure is a query over the session's own rows. */
export async function getDashboardSummary(deps: Deps, { caller }: { caller: UserCaller }): Promise<DashboardSummary> {
  const { db } = deps;
  const now = deps.clock.now();
  const tenant = tenantOf(caller.user);
  const [realName, services, calls, toPay, toClose, workOrders, coupons, expiring, invoices, invoiceable, invitations, quotaAlerts] =
    await Promise.all([
      findRealName(db, tenant),
      countByStatus(db, 'service_subscriptions', tenant),
      sumUsage(db, tenant, monthStart(now), now + 1),
      sumOrders(db, tenant, [orderStatus.toBePaid]),
      sumOrders(db, tenant, [orderStatus.toBeReviewed, orderStatus.paymentToBeConfirmed, orderStatus.abnormalPayment]),
      countByStatus(db, 'work_orders', tenant),
      countByStatus(db, 'coupons', tenant),
      countCouponsExpiring(db, tenant, couponStatus.available, now, now + 30 * dayMs),
      countByStatus(db, 'invoices', tenant),
      sumOrders(db, tenant, [orderStatus.completed, orderStatus.paid], true),
      countMyInvitations(deps, { caller }),
      // The alerts name the enterprise's services: shown to whoever may see myServiceList.
      tenant.kind === 'enterprise' && permits(caller.user.modules, 'myServiceList') ? quotaAlertsOf(deps, tenant.enterpriseId) : [],
    ]);
  const open = [workOrderStatus.processing, workOrderStatus.distributed, workOrderStatus.processed].reduce(
    (n, s) => n + (workOrders.get(s) ?? 0),
    0,
  );
  return {
    realName: {
      status: realName.status as RealNameStatus,
      checkedAt: realName.at,
      step: enterpriseStepOf(realName.status, realName.applicationStatus),
    },
    usage: { servicesInEffect: services.get(serviceStatus.effective) ?? 0, callsThisMonth: calls },
    ordersToPay: toPay,
    ordersToClose: { count: toClose.count },
    workOrders: { open, resolved: workOrders.get(workOrderStatus.resolved) ?? 0 },
    coupons: { available: coupons.get(couponStatus.available) ?? 0, expiringSoon: expiring },
    invoices: {
      requested: invoices.get(invoiceStatus.requested) ?? 0,
      issued: invoices.get(invoiceStatus.issued) ?? 0,
      invoiceableFen: invoiceable.amountFen,
    },
    invitations,
    quotaAlerts,
  };
}
