import { defineCapability } from '../../platform/capability.js';
import type { Deps } from '../../platform/context.js';
import { provideOrderDirectory } from '../channels/index.js';
import { billUsage } from './bills.js';
import { expireCoupons } from './catalogue.js';
import { paidOrdersOf } from './figures.js';
import { cancelOverdueOrders } from './orders.js';
import { reconcilePayments } from './payment.js';
import { costCenterRoutes } from './routes.js';

/**
 * The cost center (§2 /costCenter, /payment; §4 order statuses): packages and prices,
 * orders with coupons, payment through the gateway provider (`providers/payment`), offline transfers,
 * and the back office's review, confirmation and coupon issuing. A paid order becomes a subscription
 * through the services capability's `grantSubscription`. Jobs: unpaid orders cancel themselves at
 * their deadline and coupons expire (every minute); payments left unknown are reconciled.
 */
export const costCenter = defineCapability({
  name: 'costCenter',
  tables: [
    'product_packages',
    'orders',
    'coupons',
    'invoices',
    'payments',
    'payment_notifications',
    'invoice_titles',
    'invoice_orders',
    'usage_bills',
  ],
  routes: costCenterRoutes,
  jobs: [
    { name: 'orderAutoCancel', everyMs: 60_000, run: (deps: Deps) => Promise.all([cancelOverdueOrders(deps), expireCoupons(deps)]) },
    { name: 'paymentReconcile', everyMs: 5 * 60_000, run: (deps: Deps) => reconcilePayments(deps) },
    // Pay-on-demand charges become a monthly bill order (checked hourly; one per subscription and month).
    { name: 'usageBilling', everyMs: 60 * 60_000, run: (deps: Deps) => billUsage(deps) },
  ],
  // channels shows the paid orders of what a partner brought through this; the cost center imports
  // enterprise, which imports channels, so channels cannot import this index back (decision 49).
  async onStart() {
    provideOrderDirectory({ paidOrdersOf });
  },
});

export { billUsage, cancelOverdueOrders, expireCoupons, reconcilePayments };

/** For the dashboard: the tenant's cost figures (orders, coupons, invoices) in one read. */
export { type CostFigures, costFiguresOf } from './figures.js';
