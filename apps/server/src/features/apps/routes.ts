import { appsEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { listCalls, listEnterpriseApps } from './calls.js';
import { listDeliveries, resendCallback, sendTestCallback } from './callbacks.js';
import { createSecret, revokeSecret, sendSecretCode } from './secrets.js';
import { listServiceApps, setServiceApp } from './service-authorization.js';
import {
  applicationDetail,
  authorizeServices,
  createApplication,
  listApplications,
  setApplicationStatus,
  updateApplication,
} from './service.js';

export const appsRoutes = [
  defineRoute(e.list, ({ deps, caller, query }) => listApplications(deps, { caller, ...query })),
  defineRoute(e.create, ({ deps, caller, body }) => createApplication(deps, { caller, ...body })),
  defineRoute(e.detail, ({ deps, caller, params }) => applicationDetail(deps, { caller, id: params.id })),
  defineRoute(e.update, ({ deps, caller, params, body }) => updateApplication(deps, { caller, id: params.id, ...body })),
  defineRoute(e.setStatus, ({ deps, caller, params, body }) => setApplicationStatus(deps, { caller, id: params.id, status: body.status })),
  defineRoute(e.authorize, ({ deps, caller, params, body }) =>
    authorizeServices(deps, { caller, id: params.id, serviceIds: body.serviceIds }),
  ),
  defineRoute(e.secretCode, ({ deps, caller, params }) => sendSecretCode(deps, { caller, id: params.id })),
  defineRoute(e.createSecret, ({ deps, caller, params, body }) => createSecret(deps, { caller, id: params.id, code: body.code })),
  defineRoute(e.revokeSecret, ({ deps, caller, params }) => revokeSecret(deps, { caller, id: params.id, secretId: params.secretId })),
  defineRoute(e.calls, ({ deps, caller, params, query }) => listCalls(deps, { caller, id: params.id, ...query })),
  defineRoute(e.deliveries, ({ deps, caller, params, query }) => listDeliveries(deps, { caller, id: params.id, ...query })),
  defineRoute(e.testCallback, ({ deps, caller, params }) => sendTestCallback(deps, { caller, id: params.id })),
  defineRoute(e.resend, ({ deps, caller, params }) => resendCallback(deps, { caller, id: params.id, deliveryId: params.deliveryId })),
  defineRoute(e.opsList, ({ deps, caller, query }) => listEnterpriseApps(deps, { caller, ...query })),
  defineRoute(e.serviceApps, ({ deps, caller, params, query }) => listServiceApps(deps, { caller, id: params.id, ...query })),
  defineRoute(e.serviceAuthorize, ({ deps, caller, params, body }) =>
    setServiceApp(deps, { caller, id: params.id, applicationId: params.applicationId, authorized: body.authorized }),
  ),
];
