import { defineRoutes } from '../route.js';

/**
 * Work orders (§2 myWorkOrder, newWorkOrder, workOrderDetail; §3 Work order; §4 statuses): a person's
 * or an enterprise's requests for help with their attachments and progress records, and the back
 * office's queue where operators distribute, answer and resolve them.
 */
export const workOrdersRoutes = defineRoutes('workOrders', {
  /** Multipart {name, file}: an image or PDF for a new work order or a reply → its id. */
  upload: { method: 'POST', path: '/console/workOrder/attachment', access: 'user', permission: 'newWorkOrder', encoding: 'multipart' },
  /** One attachment of the tenant's own work orders (or its own upload not yet used). */
  attachment: { method: 'GET', path: '/console/workOrder/attachment/:fileId', access: 'user', permission: 'myWorkOrder' },
  /** §2 newWorkOrder. */
  create: { method: 'POST', path: '/console/workOrder/create', access: 'user', permission: 'newWorkOrder' },
  /** §2 myWorkOrder: newest first, by status (keyset-paged). */
  list: { method: 'GET', path: '/console/workOrder/list', access: 'user', permission: 'myWorkOrder' },
  /** §2 workOrderDetail: the order, its context and every progress record. */
  detail: { method: 'GET', path: '/console/workOrder/:id', access: 'user', permission: 'workOrderDetail' },
  /** A further message from the person (with attachments). */
  reply: { method: 'POST', path: '/console/workOrder/:id/reply', access: 'user', permission: 'workOrderDetail' },
  /** §4 expedite: after a wait without an answer, at most once per interval. */
  expedite: { method: 'POST', path: '/console/workOrder/:id/expedite', access: 'user', permission: 'workOrderDetail' },
  /** §4 close once resolved, with a satisfaction rating. */
  close: { method: 'POST', path: '/console/workOrder/:id/close', access: 'user', permission: 'workOrderDetail' },

  // ---- the back office ----
  /** The queue: by status, expedited and assignee, oldest first, with SLA timers. */
  opsQueue: { method: 'GET', path: '/operation-webapi/workOrders', access: 'operator' },
  /** The operators an order can be distributed to. */
  opsOperators: { method: 'GET', path: '/operation-webapi/workOrders/operators', access: 'operator' },
  /** One order with its attached context (the app, the failed call, the log row) and records. */
  opsDetail: { method: 'GET', path: '/operation-webapi/workOrders/:id', access: 'operator' },
  /** {operatorId}: distributes the order to an operator. */
  opsDistribute: { method: 'POST', path: '/operation-webapi/workOrders/:id/distribute', access: 'operator' },
  /** {content, attachmentIds}: the operator's answer; the person is told. */
  opsReply: { method: 'POST', path: '/operation-webapi/workOrders/:id/reply', access: 'operator' },
  /** {status}: processed or resolved. */
  opsStatus: { method: 'POST', path: '/operation-webapi/workOrders/:id/status', access: 'operator' },
  /** Multipart {name, file}: an operator's attachment for a reply. */
  opsUpload: { method: 'POST', path: '/operation-webapi/workOrders/attachment', access: 'operator', encoding: 'multipart' },
  /** Any attachment of any work order. */
  opsAttachment: { method: 'GET', path: '/operation-webapi/workOrders/attachment/:fileId', access: 'operator' },
});
