import { openApiEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { idempotent } from './idempotency.js';
import { usageOf, verifyBank4, verifyId2, verifyPhone3 } from './service.js';
import { pathOf } from './signature.js';

export const openApiRoutes = [
  defineRoute(e.verifyId2, ({ deps, caller, body, req, reply }) =>
    idempotent(deps, { caller, method: req.method, path: pathOf(req.url), reply }, () => verifyId2(deps, { caller, ...body })),
  ),
  defineRoute(e.verifyPhone3, ({ deps, caller, body, req, reply }) =>
    idempotent(deps, { caller, method: req.method, path: pathOf(req.url), reply }, () => verifyPhone3(deps, { caller, ...body })),
  ),
  defineRoute(e.verifyBank4, ({ deps, caller, body, req, reply }) =>
    idempotent(deps, { caller, method: req.method, path: pathOf(req.url), reply }, () => verifyBank4(deps, { caller, ...body })),
  ),
  defineRoute(e.usage, ({ deps, caller }) => usageOf(deps, { caller })),
];
