import type { FastifyRequest } from 'fastify';
import {
  type SsoIdentity,
  type SsoUiSign,
  type Ssorand,
  nonceWindowMs,
  openApiHeaders,
  ssoRules,
  timestampToleranceMs,
} from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { Caller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { accountStandingOf } from '../account/index.js';
import { enterpriseStandingOf } from '../enterprise/index.js';
import * as q from './queries.js';
import { sameText, sha256Hex, signatureOf } from './signature.js';

/**
 * Single sign-on out (§7 ssorand): a code for the signed-in person, single use, 60 s, only its
 * SHA-256 stored; the target redeems it server to server with a trusted system's signature.
 */

/** The configured system's URL for the entry, else the console's own page (API reference, its SDK view). */
async function targetOf(deps: Deps, uiSign: SsoUiSign): Promise<string> {
  const system = await q.findSystemByOutSign(deps.db, uiSign);
  if (system?.status === 1 && system.target_url) return system.target_url;
  return `${deps.config.publicUrl}${ssoRules.defaultTargets[uiSign]}`;
}

export async function issueSsorand(
  deps: Deps,
  { caller, uiSign, cloudCode }: { caller: UserCaller; uiSign: SsoUiSign; cloudCode: string },
): Promise<Ssorand> {
  const now = deps.clock.now();
  const code = newToken();
  const expiresAt = now + ssoRules.codeValidityMs;
  await q.insertCode(deps.db, {
    id: newId(now),
    code_hash: hashToken(code),
    user_id: caller.user.userId,
    enterprise_id: caller.user.enterpriseId,
    ui_sign: uiSign,
    cloud_code: cloudCode,
    expires_at: expiresAt,
    used_at: null,
    created_at: now,
  });
  const url = new URL(await targetOf(deps, uiSign));
  url.searchParams.set('ssorand', code);
  if (cloudCode) url.searchParams.set('cloudCode', cloudCode);
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: caller.user.enterpriseId,
    service: 'account',
    action: 'ssoOut',
    phrase: { key: 'account.ssoOut', params: { system: uiSign } },
    content: `${uiSign} → ${url.origin}${url.pathname}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { code, url: url.toString(), expiresAt };
}

const headerOf = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * Every way the signature can fail answers the same (missing header, unknown or disabled system,
 * stale clock, body hash, signature): a prober learns nothing about which systems exist.
 */
async function signingSystem(deps: Deps, req: FastifyRequest): Promise<q.SystemRow> {
  const refuse = () => new AppError('ssoSignatureInvalid');
  const systemCode = headerOf(req, openApiHeaders.appId);
  const timestamp = headerOf(req, openApiHeaders.timestamp);
  const nonce = headerOf(req, openApiHeaders.nonce);
  const contentSha256 = headerOf(req, openApiHeaders.contentSha256).toLowerCase();
  const signature = headerOf(req, openApiHeaders.signature);
  if (!systemCode || !/^\d{1,15}$/.test(timestamp) || !/^[\x21-\x7e]{16,64}$/.test(nonce) || !signature) throw refuse();
  const now = deps.clock.now();
  if (Math.abs(now - Number(timestamp)) > timestampToleranceMs) throw refuse();
  if (sha256Hex(req.rawBody ?? '') !== contentSha256) throw refuse();
  const system = await q.findSystemByCode(deps.db, systemCode);
  if (!system || system.status !== 1) throw refuse();
  const at = req.url.indexOf('?');
  const parts = {
    method: req.method,
    path: at < 0 ? req.url : req.url.slice(0, at),
    query: at < 0 ? [] : [...new URLSearchParams(req.url.slice(at + 1))],
    timestamp,
    nonce,
    contentSha256,
  };
  if (!sameText(signatureOf(deps.cipher.decrypt(system.secret), parts), signature)) throw refuse();
  if (!(await q.claimNonce(deps.db, { systemId: system.id, nonce: `r:${nonce}`, expiresAt: now + nonceWindowMs })))
    throw new AppError('ssoNonceReplayed');
  return system;
}

export async function redeemSsorand(
  deps: Deps,
  { caller, req, code }: { caller: Caller; req: FastifyRequest; code: string },
): Promise<SsoIdentity> {
  const system = await signingSystem(deps, req);
  const now = deps.clock.now();
  const row = await q.findCode(deps.db, hashToken(code));
  if (!row) throw new AppError('ssoCodeInvalid');
  if (row.used_at !== null) throw new AppError('ssoCodeUsed');
  if (row.expires_at <= now) throw new AppError('ssoCodeExpired');
  if (!(await q.useCode(deps.db, row.id, now))) throw new AppError('ssoCodeUsed');
  const [user, enterprise] = await Promise.all([
    accountStandingOf(deps, { userId: row.user_id }),
    row.enterprise_id ? enterpriseStandingOf(deps, { enterpriseId: row.enterprise_id }) : undefined,
  ]);
  if (!user) throw new AppError('ssoCodeInvalid');
  await writeOperationLog(deps, {
    userId: user.id,
    enterpriseId: row.enterprise_id,
    service: 'account',
    action: 'ssoRedeemed',
    phrase: { key: 'account.ssoRedeemed', params: { system: system.name } },
    content: `${row.ui_sign} by ${system.code}`,
    ip: caller.ip,
  });
  return {
    userId: user.id,
    userName: user.accountName,
    realNameStatus: user.realNameStatus,
    enterprise: enterprise ? { id: enterprise.id, name: enterprise.name, realNameStatus: enterprise.realNameStatus } : null,
    uiSign: row.ui_sign as SsoUiSign,
    cloudCode: row.cloud_code,
  };
}
