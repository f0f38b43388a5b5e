import { openApiEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { usageOf, verifyBank4, verifyId2, verifyPhone3 } from './service.js';

// Idempotency-Key is honoured for every state-changing open-API call by the route wrapper (platform/idempotency.ts).
export const openApiRoutes = [
  defineRoute(e.verifyId2, ({ deps, caller, body }) => verifyId2(deps, { caller, ...body })),
  defineRoute(e.verifyPhone3, ({ deps, caller, body }) => verifyPhone3(deps, { caller, ...body })),
  defineRoute(e.verifyBank4, ({ deps, caller, body }) => verifyBank4(deps, { caller, ...body })),
  defineRoute(e.usage, ({ deps, caller }) => usageOf(deps, { caller })),
];
