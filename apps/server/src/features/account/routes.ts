import { writeOperationLog } from '../../platform/audit.js';
import { defineRoute } from '../../platform/route.js';
import { clearSessionCookie, revokeSession } from '../../platform/session.js';
import { getAccountInfo, getHeaderInfo } from './service.js';

export const accountRoutes = [
  defineRoute({
    method: 'GET',
    url: '/base/user/headerInfo',
    summary: 'Header info: the session context (companyUuid, type)',
    tag: 'account',
    auth: 'user',
    handler: async ({ user }) => getHeaderInfo(user),
  }),
  defineRoute({
    method: 'POST',
    url: '/base/user/getUserInfo2',
    summary: 'Account info with the moduleList the console builds its routes and menu from',
    tag: 'account',
    auth: 'user',
    handler: async ({ user }) => getAccountInfo(user),
  }),
  defineRoute({
    method: 'GET',
    url: '/base/user/logout',
    summary: 'Sign out: ends the session on the server',
    tag: 'account',
    auth: 'user',
    handler: async ({ deps, user, req, reply }) => {
      await revokeSession(deps, user.sessionId, 'signed_out');
      await writeOperationLog(deps, { userId: user.userId, enterpriseId: user.enterpriseId, service: 'account', action: 'signOut', content: user.userName, ip: req.ip });
      clearSessionCookie(reply);
    },
  }),
];
