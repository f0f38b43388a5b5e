import { BlockList, isIP } from 'node:net';
import { canonicalString, nonceWindowMs, openApiHeaders, parseIpEntry, ipListEntries, timestampToleranceMs } from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedApp } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { callingApp, noteSecretUsed } from '../apps/index.js';
import { pathOf, queryPairs, sameSignature, sha256Hex, signatureOf } from './signature.js';

/**
 * Checks a signed open-API call before its service runs, in an order that tells an outsider nothing
 * about an application it cannot sign for: the headers, the app, the clock, the body's hash, the
 * signature; then — for a caller who proved the secret — the nonce, the app's state, its address
 * whitelist and its rate. Each refusal has its own code; none of them is metered or writes anything.
 */
export async function authenticateSignedCall(deps: Deps, req: FastifyRequest, reply: FastifyReply): Promise<SignedApp> {
  const header = (name: string, shown: string) => {
    const value = req.headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (!text) throw new AppError('apiHeaderMissing', { header: shown });
    return text;
  };
  const appId = header(openApiHeaders.appId, 'X-App-Id');
  const timestamp = header(openApiHeaders.timestamp, 'X-Timestamp');
  const nonce = header(openApiHeaders.nonce, 'X-Nonce');
  const contentSha256 = header(openApiHeaders.contentSha256, 'X-Content-SHA256').toLowerCase();
  const signature = header(openApiHeaders.signature, 'X-Signature');
  if (!/^\d{1,15}$/.test(timestamp)) throw new AppError('apiHeaderInvalid', { header: 'X-Timestamp' });
  if (!/^[\x21-\x7e]{16,64}$/.test(nonce)) throw new AppError('apiHeaderInvalid', { header: 'X-Nonce' });
  if (!/^[0-9a-f]{64}$/.test(contentSha256)) throw new AppError('apiHeaderInvalid', { header: 'X-Content-SHA256' });

  const app = await callingApp(deps, appId);
  if (!app) throw new AppError('apiAppUnknown');
  const now = deps.clock.now();
  if (Math.abs(now - Number(timestamp)) > timestampToleranceMs) throw new AppError('apiTimestampSkewed');
  const bodySha256 = sha256Hex(req.rawBody ?? '');
  if (bodySha256 !== contentSha256) throw new AppError('apiContentHashMismatch');

  const parts = { method: req.method, path: pathOf(req.url), query: queryPairs(req.url), timestamp, nonce, contentSha256 };
  const signer = app.secrets.find((s) => sameSignature(signatureOf(s.secret, parts), signature));
  if (!signer) {
    // The signature debugger: a sandbox application hears what the server signed; production never does.
    throw new AppError('apiSignatureInvalid', {}, app.environment === 'sandbox' ? { stringToSign: canonicalString(parts) } : null);
  }
  // The nonce is spent whatever follows; the rate only by a call that passes the app's state and
  // whitelist. Both in one limiter call: one round trip to Redis instead of two (the rate is not hit
  // when the nonce is refused).
  const enabled = app.status === 1;
  const admitted = enabled && (!app.ipRestrict || whitelisted(app.ipWhitelist, req.ip));
  const limit = deps.config.openApiRatePerSecond;
  const nonceHit = { key: `api-nonce:${app.appId}:${nonce}`, limit: 1, windowMs: nonceWindowMs };
  const [fresh, rate] = await deps.limiter.hitInTurn(
    admitted ? [nonceHit, { key: `api-rate:${app.appId}`, limit, windowMs: 1000 }] : [nonceHit],
    now,
  );
  if (!fresh!.allowed) throw new AppError('apiNonceReused');
  if (!enabled) throw new AppError('apiAppDisabled');
  if (!admitted) throw new AppError('apiIpRefused', { ip: req.ip });
  if (!rate) throw new Error('the limiter answered no rate hit');
  const resetSeconds = Math.max(1, Math.ceil(rate.retryAfterMs / 1000));
  reply.header('X-RateLimit-Limit', String(limit));
  reply.header('X-RateLimit-Remaining', String(Math.max(0, limit - rate.count)));
  reply.header('X-RateLimit-Reset', String(rate.allowed ? 1 : resetSeconds));
  if (!rate.allowed)
    throw new AppError('apiRateLimited', { limit, seconds: resetSeconds }, null, {
      'Retry-After': String(resetSeconds),
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(resetSeconds),
    });

  // "Last used at / from": written at most once a minute per secret and address, off the answer's path.
  noteSecretUsed(deps, signer, req.ip).catch((error: unknown) => req.log.warn({ problem: String(error) }, 'secret use not noted'));
  const idempotencyKey = req.headers[openApiHeaders.idempotencyKey];
  return {
    applicationId: app.applicationId,
    appId: app.appId,
    enterpriseId: app.enterpriseId,
    userId: app.userId,
    environment: app.environment,
    requestId: req.id,
    idempotencyKey: typeof idempotencyKey === 'string' && idempotencyKey ? idempotencyKey.slice(0, 128) : null,
    bodySha256,
  };
}

/** Is the address in the semicolon-separated whitelist (addresses and CIDR blocks, IPv4 and IPv6)? */
export function whitelisted(list: string, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  const version = isIP(address);
  if (!version) return false;
  const blocks = new BlockList();
  for (const entry of ipListEntries(list)) {
    const parsed = parseIpEntry(entry);
    if (parsed) blocks.addSubnet(parsed.address, parsed.prefix, parsed.version === 4 ? 'ipv4' : 'ipv6');
  }
  return blocks.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
