import { operatorChangePasswordSchema, operatorSignInSchema } from '@console/contract';
import { operatorCookie, setOperatorCookie } from '../../platform/operator-session.js';
import { defineRoute } from '../../platform/route.js';
import { changeOperatorPassword, signInOperator, signOutOperator } from './service.js';

export const opsRoutes = [
  defineRoute({
    method: 'POST',
    url: '/operation-webapi/login',
    summary: 'Operator sign-in',
    tag: 'operations',
    auth: 'public',
    body: operatorSignInSchema,
    handler: async ({ deps, body, req, reply }) => {
      const { token, operator } = await signInOperator(deps, { ...body, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
      setOperatorCookie(reply, token, deps.config.publicUrl.startsWith('https:'));
      return operator;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/operation-webapi/me',
    summary: 'The signed-in operator',
    tag: 'operations',
    auth: 'operatorPending',
    handler: async ({ operator }) => ({ id: operator.operatorId, name: operator.name, mustChangePassword: operator.mustChangePassword }),
  }),
  defineRoute({
    method: 'POST',
    url: '/operation-webapi/password',
    summary: 'Change the operator password (required after a one-time password)',
    tag: 'operations',
    auth: 'operatorPending',
    body: operatorChangePasswordSchema,
    handler: ({ deps, body, operator, req }) =>
      changeOperatorPassword(deps, { operatorId: operator.operatorId, sessionId: operator.sessionId, ...body, ip: req.ip }),
  }),
  defineRoute({
    method: 'POST',
    url: '/operation-webapi/logout',
    summary: 'Operator sign-out',
    tag: 'operations',
    auth: 'operatorPending',
    handler: async ({ deps, operator, reply }) => {
      await signOutOperator(deps, { sessionId: operator.sessionId });
      reply.clearCookie(operatorCookie, { path: '/' });
    },
  }),
];
