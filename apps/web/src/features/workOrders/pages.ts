import { definePages } from '../../app/capability';

/** Work orders (§2 myWorkOrder, newWorkOrder, workOrderDetail) and the back office's queue. */
export const workOrdersPages = definePages({
  name: 'workOrders',
  namespaces: ['errors'],
  pages: {
    myWorkOrder: { load: () => import('./WorkOrderListPage') },
    newWorkOrder: { load: () => import('./NewWorkOrderPage') },
    // Reached from the list, not from the menu.
    workOrderDetail: { load: () => import('./WorkOrderDetailPage'), menu: false },
  },
  opsPages: [{ path: 'workOrders', label: 'workOrders.ops.menu', icon: 'customerService', load: () => import('./ops/WorkOrderQueuePage') }],
});
