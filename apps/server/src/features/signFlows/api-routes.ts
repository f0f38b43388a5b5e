import { signFlowApiEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { apiCreateFlow, apiExtendFlow, apiGetFlow, apiRevokeFlow, apiSignUrl, apiStartFlow, apiUrgeSigner } from './api.js';
import { apiDownload } from './api-download.js';

// Idempotency-Key is honoured for every state-changing open-API call by the route wrapper (platform/idempotency.ts).
export const signFlowApiRoutes = [
  defineRoute(e.apiCreate, ({ deps, caller, body }) => apiCreateFlow(deps, { caller, ...body })),
  defineRoute(e.apiStart, ({ deps, caller, body }) => apiStartFlow(deps, { caller, ...body })),
  defineRoute(e.apiGet, ({ deps, caller, query }) => apiGetFlow(deps, { caller, ...query })),
  defineRoute(e.apiRevoke, ({ deps, caller, body }) => apiRevokeFlow(deps, { caller, ...body })),
  defineRoute(e.apiUrge, ({ deps, caller, body }) => apiUrgeSigner(deps, { caller, ...body })),
  defineRoute(e.apiExtend, ({ deps, caller, body }) => apiExtendFlow(deps, { caller, ...body })),
  defineRoute(e.apiSignUrl, ({ deps, caller, body }) => apiSignUrl(deps, { caller, ...body })),
  defineRoute(e.apiDownload, ({ deps, caller, body }) => apiDownload(deps, { caller, ...body })),
];
