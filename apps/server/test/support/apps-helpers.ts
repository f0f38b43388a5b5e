import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type ApiServiceCode, appsRoutes, canonicalString, servicesRoutes, unlimitedDueAt } from '@console/contract';
import { expect } from 'vitest';
import { lastCodeTo } from './auth-helpers.js';
import { enterpriseOf } from './enterprise-helpers.js';
import type { TestApp } from './harness.js';
import { readyOperator } from './ops-helpers.js';
import { type Person, signedInPerson } from './real-name-helpers.js';

/** Helpers of the services, applications and open-API tests: what an enterprise needs to call the API. */

const url = (path: string, params: Record<string, string> = {}) => `/webgate${path.replace(/:(\w+)/g, (_, k: string) => params[k]!)}`;

export async function operatorOf(t: TestApp): Promise<string> {
  return (await readyOperator(t, `op${randomBytes(3).toString('hex')}`)).cookie;
}

export async function addProduct(t: TestApp, ops: string, serviceCode: ApiServiceCode, unitPriceFen = 0) {
  const productNo = `P-${serviceCode.toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`;
  const res = await t.call('POST', url(servicesRoutes.opsAddProduct.path), {
    cookie: ops,
    body: { productNo, name: `${serviceCode} package`, serviceCode, unitPriceFen },
  });
  expect(res.json().code, res.body).toBe(0);
  return res.json().data as { id: string; productNo: string };
}

export async function grant(
  t: TestApp,
  ops: string,
  g: { enterpriseId: string; productId: string; totalCount: number; issuingMode?: number; startsAt?: number; dueAt?: number },
) {
  const res = await t.call('POST', url(servicesRoutes.opsGrant.path), {
    cookie: ops,
    body: { issuingMode: 1, startsAt: t.clock.now() - 1000, dueAt: unlimitedDueAt, cycle: 'month', ...g },
  });
  expect(res.json().code, res.body).toBe(0);
  return res.json().data as { id: string; status: number; usedCount: number; totalCount: number };
}

/** A person in an authenticated enterprise, signed in with the session switched into it. */
export async function customer(t: TestApp): Promise<Person & { enterpriseId: string }> {
  const p = await signedInPerson(t);
  const { enterpriseId } = await enterpriseOf(t, p, { passed: true });
  return { ...p, enterpriseId };
}

export const appBody = (serviceIds: string[], overrides: Record<string, unknown> = {}) => ({
  name: 'Order service',
  appAbbreviation: 'ORD',
  environment: 'production',
  ipWhitelist: '',
  ipRestrict: 0,
  serviceIds,
  ...overrides,
});

export async function createApp(t: TestApp, p: Person, body: Record<string, unknown>) {
  const res = await p.post(appsRoutes.create.path, body);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data as { id: string; appId: string };
}

/** A new secret through the SMS re-check, as the console does it. */
export async function newSecret(t: TestApp, p: Person, id: string): Promise<{ id: string; secret: string }> {
  const sent = await p.post(url(appsRoutes.secretCode.path, { id }).slice('/webgate'.length), {});
  expect(sent.json().code, sent.body).toBe(0);
  const code = await lastCodeTo(t, p.phone);
  const res = await p.post(url(appsRoutes.createSecret.path, { id }).slice('/webgate'.length), { code });
  expect(res.json().code, res.body).toBe(0);
  return res.json().data;
}

export const appPath = (path: string, params: Record<string, string>) => url(path, params).slice('/webgate'.length);

export interface SignedCall {
  appId: string;
  secret: string;
  method?: 'GET' | 'POST';
  /** Under /webgate/platform-api/v1/. */
  path: string;
  body?: unknown;
  rawBody?: string;
  query?: [string, string][];
  timestamp?: number;
  nonce?: string;
  ip?: string;
  idempotencyKey?: string;
  language?: 'en' | 'zh';
  /** Replaces or (undefined) drops headers after signing. */
  headers?: Record<string, string | undefined>;
}

/** A call of the open API signed exactly as the API reference says. */
export async function signedCall(t: TestApp, c: SignedCall) {
  const method = c.method ?? (c.body === undefined && c.rawBody === undefined ? 'GET' : 'POST');
  const body = c.rawBody ?? (c.body === undefined ? '' : JSON.stringify(c.body));
  const path = `/webgate/platform-api/v1/${c.path}`;
  const timestamp = String(c.timestamp ?? t.clock.now());
  const nonce = c.nonce ?? randomBytes(12).toString('hex');
  const contentSha256 = createHash('sha256').update(body).digest('hex');
  const query = c.query ?? [];
  const signature = createHmac('sha256', c.secret)
    .update(canonicalString({ method, path, query, timestamp, nonce, contentSha256 }))
    .digest('base64');
  const headers: Record<string, string> = {
    'X-App-Id': c.appId,
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Content-SHA256': contentSha256,
    'X-Signature': signature,
    'Accept-Language': c.language ?? 'en',
    'x-forwarded-for': c.ip ?? '203.0.113.7',
  };
  if (body) headers['content-type'] = 'application/json';
  if (c.idempotencyKey) headers['Idempotency-Key'] = c.idempotencyKey;
  for (const [name, value] of Object.entries(c.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  const qs = query.length ? `?${new URLSearchParams(query).toString()}` : '';
  const res = await t.app.inject({ method, url: `${path}${qs}`, headers, payload: body || undefined });
  return Object.assign(res, { json: () => JSON.parse(res.body) as { code: number; msg: string; data: any } });
}

export const zhang = { name: '张三', idNumber: '110101199003077651', phone: '13800000001', bankCard: '6222020000000000011' };
