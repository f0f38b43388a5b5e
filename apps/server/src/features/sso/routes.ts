import { ssoEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { sessionCookie, setSessionCookie } from '../../platform/session.js';
import { issueSsorand, redeemSsorand } from './ssorand.js';
import { synchronize } from './synchronize.js';
import { createSystem, listSystems, rotateSecret, updateSystem } from './systems.js';

/** Single sign-on out (ssorand and its redeem) and in (/synchronization), and the back office's trusted systems. */
export const ssoRoutes = [
  defineRoute(e.ssorand, ({ deps, caller, query }) => issueSsorand(deps, { caller, ...query })),
  defineRoute(e.redeem, ({ deps, caller, req, body }) => redeemSsorand(deps, { caller, req, ...body })),
  // The session cookie is set here, the session itself made by the auth capability's sign-in start.
  defineRoute(e.synchronize, async ({ deps, caller, body, req, reply }) => {
    const { token, info } = await synchronize(deps, { caller, presentedToken: req.cookies[sessionCookie], ...body });
    setSessionCookie(reply, token, deps.config.publicUrl.startsWith('https:'));
    return info;
  }),
  defineRoute(e.opsList, ({ deps, caller, query }) => listSystems(deps, { caller, ...query })),
  defineRoute(e.opsCreate, ({ deps, caller, body }) => createSystem(deps, { caller, ...body })),
  defineRoute(e.opsUpdate, ({ deps, caller, params, body }) => updateSystem(deps, { caller, ...params, ...body })),
  defineRoute(e.opsRotate, ({ deps, caller, params }) => rotateSecret(deps, { caller, ...params })),
];
