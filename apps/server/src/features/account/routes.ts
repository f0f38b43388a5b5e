import { accountEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { clearSessionCookie } from '../../platform/session.js';
import { getAccountInfo, getHeaderInfo, probeSession, signOutSession } from './service.js';

export const accountRoutes = [
  defineRoute(e.headerInfo, async ({ caller }) => getHeaderInfo({ caller })),
  defineRoute(e.userInfo, async ({ caller }) => getAccountInfo({ caller })),
  defineRoute(e.logout, async ({ deps, caller, reply }) => {
    await signOutSession(deps, { caller });
    clearSessionCookie(reply);
  }),
  defineRoute(e.sessionProbe, ({ deps, req }) => probeSession(deps, { req })),
];
