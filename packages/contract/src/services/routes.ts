import { defineRoutes } from '../route.js';

/** The enterprise's services (subscriptions) and, in the back office, the product catalogue and grants. */
export const servicesRoutes = defineRoutes('services', {
  /** §2 myServiceList: the session enterprise's subscriptions, newest first (keyset-paged). */
  list: { method: 'GET', path: '/console/service/myServiceList', access: 'user', permission: 'myServiceList' },
  /** Back office: the product catalogue with prices. */
  opsProducts: { method: 'GET', path: '/operation-webapi/services/products', access: 'operator' },
  /** Back office: adds a product to the catalogue. */
  opsAddProduct: { method: 'POST', path: '/operation-webapi/services/products', access: 'operator' },
  /** Back office: an enterprise's subscriptions (keyset-paged). */
  opsSubscriptions: { method: 'GET', path: '/operation-webapi/services/subscriptions', access: 'operator' },
  /** Back office: grants an enterprise a subscription of a product (logged). */
  opsGrant: { method: 'POST', path: '/operation-webapi/services/subscriptions', access: 'operator', protect: 'operation' },
  /** Back office: changes a subscription's quantity or dates (logged). */
  opsAdjust: { method: 'POST', path: '/operation-webapi/services/subscriptions/:id/adjust', access: 'operator' },
  /** §2 serviceweb: the service hall — every product the platform sells, with its price. */
  hall: { method: 'GET', path: '/console/service/serviceweb', access: 'user', permission: 'serviceweb' },
});
