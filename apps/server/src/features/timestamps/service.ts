import type { LogPhraseOf, TimestampCheck, TimestampIssued } from '@console/contract';
import { timestampRules } from '@console/contract';
import type { Caller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import { type HashAlgorithm, RequestRefused, failure, grantedResponse, readTimestampRequest, rejectedResponse } from './protocol.js';
import { issueTimestampToken } from './tsa.js';
import { verifyTimestampToken } from './verify.js';

/**
 * The RFC 3161 endpoint: a DER TimeStampReq in, a DER TimeStampResp out. A request the TSA cannot
 * grant (unknown hash, wrong length, another policy, extensions) gets a rejection response with its
 * failure bit, as the protocol asks, not an HTTP error. Public, so limited per address.
 */
export async function answerTimestampQuery(deps: Deps, { caller, body }: { caller: Caller; body: unknown }): Promise<Buffer> {
  const now = deps.clock.now();
  const rate = await deps.limiter.hit(`tsa:${caller.ip}`, timestampRules.tsaRequestsPerMinute, 60_000, now);
  if (!rate.allowed) throw new AppError('rateLimited');
  if (!Buffer.isBuffer(body))
    return rejectedResponse(failure.badDataFormat, 'the body must be a DER TimeStampReq (application/timestamp-query)');
  try {
    const request = readTimestampRequest(body);
    const issued = await issueTimestampToken(deps, request);
    return grantedResponse(issued.token);
  } catch (error) {
    if (error instanceof RequestRefused) return rejectedResponse(error.bit, error.message);
    throw error;
  }
}

/** Issues a token for a tenant (console or open API): the hash is hex of 32 bytes (zod checked its form). */
export async function issueForTenant(
  deps: Deps,
  o: { hash: string; hashAlgorithm: HashAlgorithm; enterpriseId: string | null },
): Promise<TimestampIssued> {
  const issued = await issueTimestampToken(deps, {
    digest: Buffer.from(o.hash, 'hex'),
    hashAlgorithm: o.hashAlgorithm,
    enterpriseId: o.enterpriseId ?? undefined,
  });
  return { token: issued.token.toString('base64'), serial: issued.serial, genTime: issued.genTime, hashAlgorithm: o.hashAlgorithm };
}

/** Verifies a base64 token (optionally against a hex hash); a token that is not one at all is refused as bad input. */
export async function checkToken(deps: Deps, o: { token: string; hash?: string; lang: Caller['lang'] }): Promise<TimestampCheck> {
  const check = await verifyTimestampToken(deps, {
    token: Buffer.from(o.token.replace(/\s+/g, ''), 'base64'),
    digest: o.hash ? Buffer.from(o.hash, 'hex') : undefined,
  });
  if (check.problem === 'malformed') throw fieldError('timestampTokenUnreadable', 'token', o.lang);
  return {
    valid: check.valid,
    problem: check.problem ?? null,
    serial: check.serial ?? null,
    genTime: check.genTime ?? null,
    hashAlgorithm: check.hashAlgorithm ?? null,
    digest: check.digest ?? null,
    tsaSubject: check.tsaSubject ?? null,
  };
}

const logTimestamp = (deps: Deps, caller: UserCaller, phrase: LogPhraseOf<'timestamps'>, content: string) =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: caller.user.enterpriseId,
    service: 'timestamps',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });

/** Console: §3 timestamp type 1 over a hash the browser computed. */
export async function issueTimestamp(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; hash: string; hashAlgorithm: HashAlgorithm },
): Promise<TimestampIssued> {
  const issued = await issueForTenant(deps, { ...input, enterpriseId: caller.user.enterpriseId });
  await logTimestamp(
    deps,
    caller,
    { key: 'timestamps.issue', params: { serial: issued.serial } },
    `hash algorithm ${input.hashAlgorithm} serial ${issued.serial}`,
  );
  return issued;
}

/** Console: §3 timestamp type 2. */
export async function verifyTimestamp(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; token: string; hash?: string },
): Promise<TimestampCheck> {
  const check = await checkToken(deps, { ...input, lang: caller.lang });
  await logTimestamp(
    deps,
    caller,
    {
      key: 'timestamps.verify',
      params: { serial: check.serial ?? '-', validity: { phrase: `operationLog.validity.${check.valid ? 'valid' : 'invalid'}` } },
    },
    `serial ${check.serial} ${check.valid ? 'valid' : `not valid (${check.problem})`}`,
  );
  return check;
}
