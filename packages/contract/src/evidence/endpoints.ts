import { defineEndpoints, fileOutput } from '../endpoint.js';
import { idParam } from '../common.js';
import { signedHeadersSchema } from '../openApi/schemas.js';
import { evidenceRoutes } from './routes.js';
import {
  apiEvidenceIdParams,
  apiEvidenceSchema,
  evidenceCheckSchema,
  evidenceCodeParams,
  evidenceAnchoredSchema,
  evidenceDepositSchema,
  evidenceListQuery,
  evidencePageSchema,
  evidenceSchema,
} from './schemas.js';

/** What a metered call may answer before anything is done or charged (as the other services). */
const metered = ['apiServiceNotAuthorized', 'apiPackageExpired', 'apiQuotaExhausted', 'apiSandboxAllowanceUsed'] as const;

export const evidenceEndpoints = defineEndpoints(evidenceRoutes, {
  deposit: {
    summary: 'Deposits a file hash (kind 1) or a signing event (kind 2) with a keep-alive type; anchored by the next batch',
    body: evidenceDepositSchema,
    output: evidenceSchema,
  },
  list: { summary: 'The tenant’s deposits, newest first', query: evidenceListQuery, output: evidencePageSchema },
  detail: { summary: 'One of the tenant’s deposits', params: idParam, output: evidenceSchema, errors: ['notFound'] },
  certificate: {
    summary: 'The deposit certificate (PDF): hash, time, verification code, Merkle proof and the root’s time-stamp',
    params: idParam,
    output: fileOutput('application/pdf'),
    errors: ['notFound', 'evidenceNotAnchored'],
  },
  publicVerify: {
    summary: 'Checks a deposit by its verification code: the proof against the root, the root’s time-stamp',
    params: evidenceCodeParams,
    output: evidenceCheckSchema,
    errors: ['evidenceCodeUnknown', 'rateLimited'],
  },
  apiDeposit: {
    summary: 'Deposits a file hash or a signing event (metered: service evidence); the result goes to the evidence callback URL',
    headers: signedHeadersSchema,
    body: evidenceDepositSchema,
    output: apiEvidenceSchema,
    errors: [...metered],
  },
  apiGet: {
    summary: 'One of the enterprise’s deposits (metered: service evidence)',
    headers: signedHeadersSchema,
    params: apiEvidenceIdParams,
    output: apiEvidenceSchema,
    errors: [...metered, 'notFound'],
  },
  testAnchor: {
    summary: 'Test mode only: anchors the pending deposits now (the batching job)',
    output: evidenceAnchoredSchema,
    errors: ['notFound'],
    testOnly: true,
  },
});
