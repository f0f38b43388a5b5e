import { consoleResetCodeSchema, consoleResetSchema, endSessionSchema, securityPaths } from '@console/contract';
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../platform/route.js';
import type { UserSession } from '../../platform/session.js';
import { endAllOtherSessions, endOtherSession, listActiveSessions, readResetTargets, resetPasswordInConsole, sendConsoleResetCode } from './service.js';

const tag = 'security';

const me = (user: UserSession, req: FastifyRequest) => ({ userId: user.userId, userName: user.userName, sessionId: user.sessionId, ip: req.ip });

export const securityRoutes = [
  defineRoute({
    method: 'GET',
    url: securityPaths.sessions,
    summary: 'The account’s active sessions (device, masked IP, sign-in method, times); the current one marked',
    tag,
    auth: 'user',
    permission: 'security',
    handler: ({ deps, user }) => listActiveSessions(deps, user),
  }),
  defineRoute({
    method: 'POST',
    url: securityPaths.endSession,
    summary: 'End one of the account’s other sessions (its next request is told code 12)',
    tag,
    auth: 'user',
    permission: 'security',
    body: endSessionSchema,
    handler: ({ deps, body, user, req, lang }) => endOtherSession(deps, { ...me(user, req), lang, targetSessionId: body.sessionId }),
  }),
  defineRoute({
    method: 'POST',
    url: securityPaths.endOtherSessions,
    summary: 'End every session of the account but this one',
    tag,
    auth: 'user',
    permission: 'security',
    handler: ({ deps, user, req }) => endAllOtherSessions(deps, me(user, req)),
  }),
  defineRoute({
    method: 'GET',
    url: securityPaths.resetTargets,
    summary: 'Where a reset code can go: the account’s own phone and e-mail, masked (null when missing)',
    tag,
    auth: 'user',
    permission: 'forget',
    handler: ({ deps, user }) => readResetTargets(deps, user),
  }),
  defineRoute({
    method: 'POST',
    url: securityPaths.resetCode,
    summary: 'Send a reset code to the account’s own phone or e-mail (channel: phone | email)',
    tag,
    auth: 'user',
    permission: 'forget',
    body: consoleResetCodeSchema,
    handler: ({ deps, body, user, req, lang }) => sendConsoleResetCode(deps, { ...me(user, req), lang, log: req.log, channel: body.channel }),
  }),
  defineRoute({
    method: 'POST',
    url: securityPaths.reset,
    summary: 'Reset the password with the code (8-20 letters and digits); every other session ends',
    tag,
    auth: 'user',
    permission: 'forget',
    body: consoleResetSchema,
    handler: ({ deps, body, user, req, lang }) =>
      resetPasswordInConsole(deps, { ...me(user, req), lang, log: req.log, channel: body.channel, code: body.code, password: body.password }),
  }),
];
