import { accountEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { clearSessionCookie } from '../../platform/session.js';
import { getAccountInfo, getHeaderInfo, signOutSession } from './service.js';

export const accountRoutes = [
  defineRoute(e.headerInfo, async ({ caller }) => getHeaderInfo({ caller })),
  defineRoute(e.userInfo, async ({ caller }) => getAccountInfo({ caller })),
  defineRoute(e.logout, async ({ deps, caller, reply }) => {
    await signOutSession(deps, { caller });
    clearSessionCookie(reply);
  }),
];
