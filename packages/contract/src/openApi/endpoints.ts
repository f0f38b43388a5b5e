import { defineEndpoints } from '../endpoint.js';
import { openApiRoutes } from './routes.js';
import { bank4Schema, id2Schema, phone3Schema, signedHeadersSchema, usageSchema, verifyResultSchema } from './schemas.js';

const metered = [
  'apiServiceNotAuthorized',
  'apiPackageExpired',
  'apiQuotaExhausted',
  'apiSandboxAllowanceUsed',
  'verificationUnavailable',
] as const;

export const openApiEndpoints = defineEndpoints(openApiRoutes, {
  verifyId2: {
    summary: 'Verifies a name against an ID number (metered: service id2)',
    headers: signedHeadersSchema,
    body: id2Schema,
    output: verifyResultSchema,
    errors: metered,
  },
  verifyPhone3: {
    summary: 'Verifies a phone against a name and ID number (metered: service phone3)',
    headers: signedHeadersSchema,
    body: phone3Schema,
    output: verifyResultSchema,
    errors: metered,
  },
  verifyBank4: {
    summary: 'Verifies a bank card and its reserved phone against a name and ID number (metered: service bank4)',
    headers: signedHeadersSchema,
    body: bank4Schema,
    output: verifyResultSchema,
    errors: metered,
  },
  usage: { summary: 'The application’s services, remaining quantities and due dates', headers: signedHeadersSchema, output: usageSchema },
});
