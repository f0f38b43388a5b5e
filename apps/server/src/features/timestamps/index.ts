import { defineCapability } from '../../platform/capability.js';
import { timestampsRoutes } from './routes.js';
import { rotateTsaCertificates } from './tsa.js';

/**
 * Time-stamps: the platform's RFC 3161 TSA — a TSA certificate per track under
 * our issuing CA (made on first use, the next one issued by the rotation job 30 days before the
 * current one ends), tokens over SHA-256 (hash algorithm 1) or SM3 (2) — its raw HTTP endpoint,
 * console services and metered open-API services.
 */
export const timestamps = defineCapability({
  name: 'timestamps',
  tables: ['tsa_certificates', 'timestamp_tokens'],
  routes: timestampsRoutes,
  jobs: [{ name: 'tsaCertificateRotation', everyMs: 6 * 60 * 60_000, run: rotateTsaCertificates }],
});

// For PAdES B-T signing and evidence deposit: issue and verify tokens.
export { issueTimestampToken, rotateTsa, rotateTsaCertificates, tsaOf } from './tsa.js';
export type { IssuedToken } from './tsa.js';
export { verifyTimestampToken } from './verify.js';
export type { TokenCheck } from './verify.js';
export { hashAlgorithms, tsaPolicy } from './protocol.js';
export type { HashAlgorithm } from './protocol.js';
export { meteredAct } from './api.js';
