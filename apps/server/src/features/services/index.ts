import { ensureMonthPartitions } from '../../db/partitions.js';
import { defineCapability } from '../../platform/capability.js';
import { servicesRoutes } from './routes.js';
import { refreshStatuses } from './service.js';

/**
 * The enterprise's services (§2 myServiceList): subscriptions of catalogue products, their status
 * from the metering ledger and the clock; the back office's catalogue, grants and adjustments.
 */
export const services = defineCapability({
  name: 'services',
  tables: ['service_products', 'service_subscriptions', 'usage_records', 'usage_daily', 'sandbox_allowances', 'quota_alerts'],
  routes: servicesRoutes,
  jobs: [
    { name: 'serviceStatusRefresh', everyMs: 60_000, run: (deps) => refreshStatuses(deps) },
    // PostgreSQL: the usage ledger's months ahead (db/partitions.ts, migration 0057).
    { name: 'usagePartitions', everyMs: 6 * 60 * 60_000, run: (deps) => ensureMonthPartitions(deps.db, 'usage_records', deps.clock.now()) },
  ],
});

/** For the cost center: a paid order becomes a subscription through the same function as a grant. */
export { grantSubscription, type Grant } from './service.js';
/** For the cost center: its packages' and coupons' products, and the catalogue its package form picks from. */
export { type ProductSummary, productCatalogue, productsOf } from './products.js';
/** For the cost center: pay-on-demand charges become a monthly bill order. */
export { payOnDemandCharges } from './service.js';
/** For the open API: which subscription a call draws on, and metering it. */
export {
  type MeteredApp,
  meterCall,
  quotaAlertsOf,
  remainingByService,
  sandboxUsedToday,
  subscriptionForCall,
  subscriptionsOf,
} from './metering.js';
/**
 * For statistics, the dashboard, applications and work orders: the usage rollup's sums and the
 * ledger's calls (usage.ts), instead of querying `usage_daily` / `usage_records` (decision 49).
 */
export {
  type CallRow,
  type RollupFilter,
  appCallsPage,
  appCallsThisMonth,
  callOrder,
  callsThisMonth,
  meteredCallOf,
  usageFiguresOf,
  usagePerApp,
  usagePerDay,
  usagePerService,
} from './usage.js';
