import { defineEndpoints, fileOutput } from '../endpoint.js';
import { signedHeadersSchema } from '../openApi/schemas.js';
import { timestampsRoutes } from './routes.js';
import {
  apiTimestampCheckSchema,
  apiTimestampIssuedSchema,
  timestampCheckSchema,
  timestampIssueSchema,
  timestampIssuedSchema,
  timestampVerifySchema,
} from './schemas.js';

/** What a metered call may answer before anything is done or charged (as the other services). */
const metered = ['apiServiceNotAuthorized', 'apiPackageExpired', 'apiQuotaExhausted', 'apiSandboxAllowanceUsed'] as const;

export const timestampsEndpoints = defineEndpoints(timestampsRoutes, {
  tsa: {
    summary: 'RFC 3161 time-stamping over HTTP: a DER TimeStampReq (SHA-256 or SM3) in, a DER TimeStampResp out',
    output: fileOutput('application/timestamp-reply'),
    errors: ['rateLimited'],
  },
  issue: {
    summary: 'Time-stamps a hash (§3 timestamp type 1); the token is RFC 3161',
    body: timestampIssueSchema,
    output: timestampIssuedSchema,
  },
  verify: {
    summary: 'Verifies a time-stamp token (§3 timestamp type 2), optionally against the hash it should cover',
    body: timestampVerifySchema,
    output: timestampCheckSchema,
    errors: ['timestampTokenUnreadable'],
  },
  apiIssue: {
    summary: 'Time-stamps a hash with the RSA (1, SHA-256) or SM2 (2, SM3) TSA (metered: service timestamp)',
    headers: signedHeadersSchema,
    body: timestampIssueSchema,
    output: apiTimestampIssuedSchema,
    errors: [...metered],
  },
  apiVerify: {
    summary: 'Verifies a time-stamp token, optionally against a hash (metered: service timestamp)',
    headers: signedHeadersSchema,
    body: timestampVerifySchema,
    output: apiTimestampCheckSchema,
    errors: [...metered, 'timestampTokenUnreadable'],
  },
});
