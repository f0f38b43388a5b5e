import { type DashboardSummary, type ModuleCode, permits, type RealNameStatus, enterpriseStepOf } from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { type Tenant, tenantOf } from '../../platform/tenant.js';
import { accountRealNameOf } from '../account/index.js';
import { costFiguresOf } from '../costCenter/index.js';
import { enterpriseRealNameOf } from '../enterprise/index.js';
import { countMyInvitations } from '../organization/index.js';
import { quotaAlertsOf, usageFiguresOf } from '../services/index.js';
import { workOrderCountsOf } from '../workOrders/index.js';

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
 * The home dashboard of §1: every figure is a query over the session's own rows, asked of the
 * capability that owns them (one call each: services, the cost center, work orders), and only the
 * figures of pages the session may open — a member whose role does not include the orders, say, gets
 * null there (the console shows no card), never the enterprise's figure nor a zero that looks real.
 */
export async function getDashboardSummary(deps: Deps, { caller }: { caller: UserCaller }): Promise<DashboardSummary> {
  const tenant = tenantOf(caller.user);
  const may = (code: ModuleCode) => permits(caller.user.modules, code);
  const when = <T>(allowed: boolean, figure: () => Promise<T>): Promise<T | null> => (allowed ? figure() : Promise.resolve(null));
  const [realName, usage, costs, workOrders, invitations, quotaAlerts] = await Promise.all([
    realNameOf(deps, tenant),
    when(may('myServiceList'), () => usageFiguresOf(deps, { tenant })),
    costFiguresOf(deps, { tenant, orders: may('payment'), coupons: may('myDiscountList'), invoices: may('myInvoiceList') }),
    when(may('myWorkOrder'), () => workOrderCountsOf(deps, { tenant })),
    countMyInvitations(deps, { caller }),
    // The alerts name the enterprise's services: shown to whoever may see myServiceList.
    tenant.kind === 'enterprise' && may('myServiceList') ? quotaAlertsOf(deps, tenant.enterpriseId) : [],
  ]);
  return {
    realName: {
      status: realName.status as RealNameStatus,
      checkedAt: realName.at,
      step: enterpriseStepOf(realName.status, realName.applicationStatus),
    },
    usage,
    ordersToPay: costs.ordersToPay,
    ordersToClose: costs.ordersToClose,
    workOrders,
    coupons: costs.coupons,
    invoices: costs.invoices,
    invitations,
    quotaAlerts,
  };
}
