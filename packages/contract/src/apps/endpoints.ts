import { codeSendErrors, codeSentSchema, idParam, nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { listQuery } from '../services/schemas.js';
import { appsRoutes } from './routes.js';
import {
  appAuthorizeSchema,
  appCreateSchema,
  appDetailSchema,
  appPageSchema,
  appSettingsSchema,
  appStatusSchema,
  appSummarySchema,
  callPageSchema,
  deliveryPageSchema,
  deliveryParams,
  deliveryViewSchema,
  newSecretSchema,
  opsAppPageSchema,
  opsAppsQuery,
  secretParams,
  secretRevealSchema,
  serviceAppAuthorizeSchema,
  serviceAppPageSchema,
  serviceAppParams,
  serviceAppSchema,
} from './schemas.js';

const enterpriseOnly = ['enterpriseRealNameRequired'] as const;
const urlErrors = ['callbackUrlRefused', 'callbackUrlHttps'] as const;

export const appsEndpoints = defineEndpoints(appsRoutes, {
  list: { summary: 'The enterprise’s applications', query: listQuery, output: appPageSchema, errors: enterpriseOnly },
  create: {
    summary: 'Creates an application (sandbox or production) with the services it may call',
    body: appCreateSchema,
    output: appSummarySchema,
    errors: [...enterpriseOnly, ...urlErrors, 'serviceNotEffective'],
  },
  detail: { summary: 'An application with its services and secrets (never their values)', params: idParam, output: appDetailSchema },
  update: {
    summary: 'Changes an application’s settings',
    params: idParam,
    body: appSettingsSchema,
    output: appDetailSchema,
    errors: urlErrors,
  },
  setStatus: { summary: 'Enables or disables an application', params: idParam, body: appStatusSchema, output: appDetailSchema },
  authorize: {
    summary: 'Sets the services an application may call (at least one)',
    params: idParam,
    body: appAuthorizeSchema,
    output: appDetailSchema,
    errors: ['serviceNotEffective'],
  },
  secretCode: {
    summary: 'Sends an SMS code to the person’s phone before a secret is revealed',
    params: idParam,
    output: codeSentSchema,
    errors: [...codeSendErrors, 'phoneNotBound'],
  },
  createSecret: {
    summary: 'A new secret, shown once (at most two active)',
    params: idParam,
    body: secretRevealSchema,
    output: newSecretSchema,
    errors: ['codeWrong', 'secretLimit'],
  },
  revokeSecret: { summary: 'Revokes a secret', params: secretParams, output: nothing },
  calls: { summary: 'The application’s metered calls', params: idParam, query: listQuery, output: callPageSchema },
  deliveries: {
    summary: 'The application’s callback deliveries and attempts',
    params: idParam,
    query: listQuery,
    output: deliveryPageSchema,
  },
  testCallback: {
    summary: 'Delivers a signed test event to the callback URL',
    params: idParam,
    output: deliveryViewSchema,
    errors: ['callbackUrlMissing', 'callbackUrlRefused'],
  },
  resend: {
    summary: 'Delivers a callback again now',
    params: deliveryParams,
    output: deliveryViewSchema,
    errors: ['callbackUrlRefused'],
  },
  opsList: { summary: 'An enterprise’s applications with this month’s calls', query: opsAppsQuery, output: opsAppPageSchema },
  serviceApps: {
    summary: 'The enterprise’s applications, each with whether it may call this service',
    params: idParam,
    query: listQuery,
    output: serviceAppPageSchema,
  },
  serviceAuthorize: {
    summary: 'Lets an application call this service, or no longer (an application keeps at least one service)',
    params: serviceAppParams,
    body: serviceAppAuthorizeSchema,
    output: serviceAppSchema,
    errors: ['serviceNotEffective', 'appServiceRequired'],
  },
});
