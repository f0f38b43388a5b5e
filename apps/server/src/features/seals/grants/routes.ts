import { sealGrantEndpoints as e } from '@console/contract';
import { defineRoute } from '../../../platform/route.js';
import { apiListAutoSigns, apiListGrants } from './api.js';
import { authorizeAutoSign, listAutoSigns, revokeAutoSign, sendAutoSignCode } from './auto-sign.js';
import { grantSeal, listGrants, revokeGrant, sendGrantCode } from './service.js';

export const sealGrantRoutes = [
  defineRoute(e.grantCode, ({ deps, caller }) => sendGrantCode(deps, { caller })),
  defineRoute(e.grant, ({ deps, caller, params, body }) => grantSeal(deps, { caller, ...params, ...body })),
  defineRoute(e.grants, ({ deps, caller, query }) => listGrants(deps, { caller, ...query })),
  defineRoute(e.revokeGrant, ({ deps, caller, params }) => revokeGrant(deps, { caller, ...params })),
  defineRoute(e.autoSignCode, ({ deps, caller }) => sendAutoSignCode(deps, { caller })),
  defineRoute(e.autoSign, ({ deps, caller, params, body }) => authorizeAutoSign(deps, { caller, ...params, ...body })),
  defineRoute(e.autoSigns, ({ deps, caller, query }) => listAutoSigns(deps, { caller, ...query })),
  defineRoute(e.revokeAutoSign, ({ deps, caller, params }) => revokeAutoSign(deps, { caller, ...params })),
  defineRoute(e.apiGrants, ({ deps, caller, query }) => apiListGrants(deps, { caller, ...query })),
  defineRoute(e.apiAutoSigns, ({ deps, caller, query }) => apiListAutoSigns(deps, { caller, ...query })),
];
