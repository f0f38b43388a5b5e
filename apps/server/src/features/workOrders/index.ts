import { defineCapability } from '../../platform/capability.js';
import { workOrdersRoutes } from './routes.js';
import { autoCloseResolved } from './service.js';

/**
 * Work orders (§2 myWorkOrder, newWorkOrder, workOrderDetail; §4): requests for help with attachments
 * and context, their progress records, expedite and close, and the back office's queue. A resolved
 * order the person leaves open closes itself after 7 days (the hourly job).
 */
export const workOrders = defineCapability({
  name: 'workOrders',
  tables: ['work_orders', 'work_order_records', 'work_order_attachments', 'work_order_number_days'],
  routes: workOrdersRoutes,
  jobs: [{ name: 'workOrderAutoClose', everyMs: 60 * 60_000, run: (deps) => autoCloseResolved(deps) }],
});

export { autoCloseResolved };

/** For the dashboard: the tenant's open and resolved work orders. */
export { workOrderCountsOf } from './figures.js';
