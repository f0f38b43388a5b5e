import { nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { accountRoutes } from './routes.js';
import { accountInfoSchema, headerInfoSchema, sessionProbeSchema } from './schemas.js';

export const accountEndpoints = defineEndpoints(accountRoutes, {
  headerInfo: {
    summary: 'Header info: the session context (companyUuid, type)',
    output: headerInfoSchema,
  },
  userInfo: {
    summary: 'Account info with the moduleList the console builds its routes and menu from',
    output: accountInfoSchema,
  },
  logout: {
    summary: 'Sign out: ends the session on the server',
    output: nothing,
  },
  sessionProbe: {
    summary: 'Whether this browser is signed in: never refused, so a visitor’s browser logs no failed request',
    output: sessionProbeSchema,
  },
});
