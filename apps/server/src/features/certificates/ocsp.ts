import { certificateRules } from '@console/contract';
import type { Caller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { algorithms, authorityOf, keyAlgorithmOfCode, keyStoreOf } from './ca/authority.js';
import {
  type CertStatus,
  MalformedOcspRequest,
  namesIssuer,
  readOcspRequest,
  responseStatus,
  statusResponse,
  successfulResponse,
  tbsResponseData,
} from './ca/ocsp.js';
import { responderOf } from './ca/responder.js';
import { certificateParts, signatureAlgorithm } from './ca/x509.js';
import * as q from './queries.js';

/**
 * Answers are computed from the certificates table at each request, so a revocation shows at once;
 * nextUpdate tells caches to ask again within the hour.
 */
const answerLifetime = 60 * 60_000;

/** Where a certificate stands for the issuer: ours and revoked (time, reason), ours and not, or not one of its serials. */
async function statusOf(deps: Deps, issuerId: string, serial: string): Promise<CertStatus> {
  const row = await q.findBySerial(deps.db, serial);
  if (!row || row.issuer_id !== issuerId) return { status: 'unknown' };
  if (row.revoked_at !== null) return { status: 'revoked', revokedAt: row.revoked_at, reason: row.revoke_reason ?? 0 };
  return { status: 'good' };
}

/**
 * The RFC 6960 responder of a track's issuing CA: a DER OCSPRequest in, a DER OCSPResponse out. A
 * request it cannot read is answered malformedRequest, one about a certificate another CA issued
 * unauthorized — protocol answers, not HTTP errors. Public, so limited per address.
 */
export async function answerOcspRequest(
  deps: Deps,
  { caller, algorithm, body }: { caller: Caller; algorithm: 'rsa' | 'sm2'; body: unknown },
): Promise<Buffer> {
  const now = deps.clock.now();
  const rate = await deps.limiter.hit(`ocsp:${caller.ip}`, certificateRules.ocspRequestsPerMinute, 60_000, now);
  if (!rate.allowed) {
    const seconds = Math.max(1, Math.ceil(rate.retryAfterMs / 1000));
    throw new AppError('rateLimited', { seconds }, null, { 'Retry-After': String(seconds) });
  }
  if (!Buffer.isBuffer(body) || body.length === 0) return statusResponse(responseStatus.malformedRequest);
  let request;
  try {
    request = readOcspRequest(body);
  } catch (error) {
    if (error instanceof MalformedOcspRequest) return statusResponse(responseStatus.malformedRequest);
    throw error;
  }
  const code = algorithms.find((a) => a.segment === algorithm)!.code;
  try {
    const issuing = await authorityOf(deps, code, 'issuing');
    const issuer = certificateParts(issuing.der);
    if (!request.certIds.every((certId) => namesIssuer(certId, issuer))) return statusResponse(responseStatus.unauthorized);
    const answers = [];
    for (const certId of request.certIds) answers.push({ certId, status: await statusOf(deps, issuing.row.id, certId.serial) });
    const responder = await responderOf(deps, code);
    const tbs = tbsResponseData({
      responderKey: certificateParts(responder.certificate).publicKey,
      producedAt: now,
      nextUpdate: now + answerLifetime,
      answers,
      nonce: request.nonce,
    });
    const key = keyAlgorithmOfCode(code);
    const signature = await keyStoreOf(deps).sign(responder.keyId, tbs);
    return successfulResponse(tbs, signatureAlgorithm(key), signature, [responder.certificate, issuing.der]);
  } catch (error) {
    // RFC 6960's own answer for a responder that cannot answer now; the cause stays in the log.
    caller.log.error({ problem: error instanceof Error ? error.message : String(error) }, 'OCSP answer failed');
    return statusResponse(responseStatus.internalError);
  }
}

/** A GET request's base64, at most: 20 CertIDs and a nonce fit well within it. */
const maxGetChars = 4_000;

/** The GET form's path: base64 or base64url of the DER request (the router has undone the URL encoding). */
export function ocspRequestOfPath(encoded: string): Buffer | null {
  const text = encoded.replace(/\s+/g, '');
  if (text.length > maxGetChars || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}
