import { servicesEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import {
  addProduct,
  adjustSubscription,
  grantByOperator,
  listEnterpriseServices,
  listMyServices,
  listProducts,
  serviceHall,
} from './service.js';

export const servicesRoutes = [
  defineRoute(e.list, ({ deps, caller, query }) => listMyServices(deps, { caller, ...query })),
  defineRoute(e.opsProducts, ({ deps, caller }) => listProducts(deps, { caller })),
  defineRoute(e.opsAddProduct, ({ deps, caller, body }) => addProduct(deps, { caller, product: body })),
  defineRoute(e.opsSubscriptions, ({ deps, caller, query }) => listEnterpriseServices(deps, { caller, ...query })),
  defineRoute(e.opsGrant, ({ deps, caller, body }) => grantByOperator(deps, { caller, grant: body })),
  defineRoute(e.opsAdjust, ({ deps, caller, params, body }) => adjustSubscription(deps, { caller, id: params.id, ...body })),
  defineRoute(e.hall, ({ deps, caller }) => serviceHall(deps, { caller })),
];
