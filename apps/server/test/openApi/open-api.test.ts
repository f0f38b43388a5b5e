import { errorCatalogue, nonceWindowMs, sandboxDailyAllowance, servicesRoutes, timestampToleranceMs } from '@console/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appPath,
  appBody,
  addProduct,
  createApp,
  customer,
  grant,
  newSecret,
  operatorOf,
  signedCall,
  zhang,
} from '../support/apps-helpers.js';
import { newId } from '../../src/platform/ids.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

const code = (key: keyof typeof errorCatalogue) => errorCatalogue[key].code;

describe.each(databases)('the signed, metered open API on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  let phone3: { id: string };
  let id2: { id: string };
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true', OPEN_API_RATE_PER_SECOND: '5' });
    ops = await operatorOf(t);
    phone3 = await addProduct(t, ops, 'phone3');
    id2 = await addProduct(t, ops, 'id2', 150);
  });
  afterAll(async () => {
    await t.close();
  });
  // Tests move the clock by hours: each starts with a fresh operator session.
  beforeEach(async () => {
    ops = await operatorOf(t);
  });

  /** An enterprise with a production app authorized for a phone3 package of `units`, and its secret. */
  async function productionApp(units: number, overrides: Record<string, unknown> = {}) {
    const p = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: p.enterpriseId, productId: phone3.id, totalCount: units });
    const app = await createApp(t, p, appBody([sub.id], overrides));
    const { secret } = await newSecret(t, p, app.id);
    return {
      p,
      sub,
      app,
      secret,
      call: (c: Partial<Parameters<typeof signedCall>[1]> = {}) =>
        signedCall(t, { appId: app.appId, secret, path: 'verify/phone3', body: zhang, ...c }),
    };
  }

  const usedOf = async (subId: string) =>
    Number(
      (await t.db.selectFrom('service_subscriptions').select('used_count').where('id', '=', subId).executeTakeFirstOrThrow()).used_count,
    );
  const ledgerOf = async (subId: string) =>
    (await t.db.selectFrom('usage_records').select(['outcome', 'request_id']).where('subscription_id', '=', subId).execute()).length;

  it('verifies through the identity provider, meters one unit and one ledger row, and shows the call in the app’s detail', async () => {
    const a = await productionApp(10);
    const res = await a.call();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { result: 'pass', reason: null, sandbox: false } });
    expect(res.headers['x-ratelimit-limit']).toBe('5');
    const wrongPhone = await a.call({ body: { ...zhang, phone: '13800000009' } });
    expect(wrongPhone.json().data).toMatchObject({ result: 'fail', reason: 'phoneMismatch' });
    expect(await usedOf(a.sub.id)).toBe(2);
    expect(await ledgerOf(a.sub.id)).toBe(2);
    const calls = (await a.p.get(appPath('/console/app/:id/calls', { id: a.app.id }))).json().data;
    expect(calls.list.map((c: { outcome: string }) => c.outcome)).toEqual(['fail', 'pass']);
    expect(calls.list[1].requestId).toBe(res.json().data.requestId);
    const detail = (await a.p.get(appPath('/console/app/:id', { id: a.app.id }))).json().data;
    expect(detail.secrets[0]).toMatchObject({ active: true, lastUsedFrom: '203.0.113.7' });
    expect(detail.services[0]).toMatchObject({ usedCount: 2, remaining: 8, status: 2 });
  });

  it('refuses each broken call with its own code, in the caller’s language, and meters nothing', async () => {
    const a = await productionApp(10);
    const cases: [string, Awaited<ReturnType<typeof a.call>>, keyof typeof errorCatalogue, number][] = [
      ['missing header', await a.call({ headers: { 'X-Nonce': undefined } }), 'apiHeaderMissing', 400],
      ['short nonce', await a.call({ nonce: 'short' }), 'apiHeaderInvalid', 400],
      ['unknown app', await a.call({ appId: 'prd_000000000000000000000000' }), 'apiAppUnknown', 401],
      ['bad signature', await a.call({ secret: 'sk_wrong' }), 'apiSignatureInvalid', 401],
      ['body changed after signing', await a.call({ headers: { 'X-Content-SHA256': '0'.repeat(64) } }), 'apiContentHashMismatch', 400],
      ['clock too far behind', await a.call({ timestamp: t.clock.now() - timestampToleranceMs - 1 }), 'apiTimestampSkewed', 401],
      ['clock too far ahead', await a.call({ timestamp: t.clock.now() + timestampToleranceMs + 1 }), 'apiTimestampSkewed', 401],
    ];
    for (const [what, res, key, status] of cases) {
      expect(res.json().code, what).toBe(code(key));
      expect(res.statusCode, what).toBe(status);
    }
    const zh = await a.call({ secret: 'sk_wrong', language: 'zh' });
    expect(zh.json().msg).toBe('签名不正确');
    // Production never tells the string it signed.
    expect(zh.json().data).toBeNull();
    expect(await usedOf(a.sub.id)).toBe(0);
    expect(await ledgerOf(a.sub.id)).toBe(0);
  });

  it('refuses a nonce used within 10 minutes, and takes it again after', async () => {
    const a = await productionApp(10);
    const nonce = 'nonce-0123456789abcdef';
    expect((await a.call({ nonce })).json().code).toBe(0);
    const again = await a.call({ nonce });
    expect(again.json().code).toBe(code('apiNonceReused'));
    t.clock.advance(nonceWindowMs + 1);
    expect((await a.call({ nonce })).json().code).toBe(0);
    expect(await usedOf(a.sub.id)).toBe(2);
  });

  it('keeps callers outside the IP whitelist out when restricted (IPv4, IPv6 and CIDR)', async () => {
    const a = await productionApp(10, { ipWhitelist: '198.51.100.0/24; 2001:db8::/32;192.0.2.9', ipRestrict: 1 });
    expect((await a.call({ ip: '198.51.100.77' })).json().code).toBe(0);
    expect((await a.call({ ip: '2001:db8::5' })).json().code).toBe(0);
    expect((await a.call({ ip: '192.0.2.9' })).json().code).toBe(0);
    const outside = await a.call({ ip: '198.51.101.1' });
    expect(outside.json().code).toBe(code('apiIpRefused'));
    expect(outside.json().msg).toContain('198.51.101.1');
    expect(await usedOf(a.sub.id)).toBe(3);
  });

  it('refuses a disabled app, an unauthorized service, an expired package and an exhausted one', async () => {
    const a = await productionApp(1);
    expect((await a.call({ path: 'verify/id2', body: { name: zhang.name, idNumber: zhang.idNumber } })).json().code).toBe(
      code('apiServiceNotAuthorized'),
    );
    expect((await a.call()).json().code).toBe(0);
    const spent = await a.call();
    expect(spent.json()).toMatchObject({ code: code('apiQuotaExhausted') });
    expect(spent.statusCode).toBe(403);
    await t.call('POST', `/webgate${servicesRoutes.opsAdjust.path.replace(':id', a.sub.id)}`, {
      cookie: ops,
      body: { totalCount: 5, dueAt: t.clock.now() + 60_000, reason: 'top-up' },
    });
    expect((await a.call()).json().code).toBe(0);
    t.clock.advance(60_001);
    expect((await a.call()).json().code).toBe(code('apiPackageExpired'));
    await a.p.post(appPath('/console/app/:id/status', { id: a.app.id }), { status: 2 });
    expect((await a.call()).json().code).toBe(code('apiAppDisabled'));
    expect(await usedOf(a.sub.id)).toBe(2);
    expect(await ledgerOf(a.sub.id)).toBe(2);
  });

  it('rate-limits each app with 429, Retry-After and the X-RateLimit headers', async () => {
    const a = await productionApp(100);
    for (let i = 0; i < 5; i++) expect((await a.call()).json().code).toBe(0);
    const limited = await a.call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(code('apiRateLimited'));
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    t.clock.advance(1001);
    expect((await a.call()).json().code).toBe(0);
    expect(await usedOf(a.sub.id)).toBe(6);
  });

  it('replays an Idempotency-Key’s answer without metering it again, and refuses the key with another body', async () => {
    const a = await productionApp(10);
    const first = await a.call({ idempotencyKey: 'order-42' });
    const again = await a.call({ idempotencyKey: 'order-42' });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await usedOf(a.sub.id)).toBe(1);
    const other = await a.call({ idempotencyKey: 'order-42', body: { ...zhang, phone: '13800000002' } });
    expect(other.json().code).toBe(code('apiIdempotencyConflict'));
    t.clock.advance(24 * 60 * 60_000 + 1);
    expect((await a.call({ idempotencyKey: 'order-42' })).headers['idempotent-replayed']).toBeUndefined();
    expect(await usedOf(a.sub.id)).toBe(2);
  });

  it('a sandbox app answers from the sandbox registry, draws on its free daily calls, never on paid quota, and debugs signatures', async () => {
    const p = await customer(t);
    // A package not in effect yet: a sandbox app may still be authorized for it.
    const sub = await grant(t, ops, {
      enterpriseId: p.enterpriseId,
      productId: id2.id,
      totalCount: 1,
      startsAt: t.clock.now() + 86_400_000,
    });
    const app = await createApp(t, p, appBody([sub.id], { environment: 'sandbox' }));
    expect(app.appId.startsWith('sbx_')).toBe(true);
    const { secret } = await newSecret(t, p, app.id);
    const call = (c: Partial<Parameters<typeof signedCall>[1]> = {}) =>
      signedCall(t, { appId: app.appId, secret, path: 'verify/id2', body: { name: zhang.name, idNumber: zhang.idNumber }, ...c });
    expect((await call()).json().data).toMatchObject({ result: 'pass', sandbox: true });
    expect((await call()).json().data).toMatchObject({ result: 'pass', sandbox: true });
    expect(await usedOf(sub.id)).toBe(0);
    const usage = await signedCall(t, { appId: app.appId, secret, path: 'usage', query: [['service', 'id2']] });
    expect(usage.json().data).toMatchObject({ environment: 'sandbox', sandboxAllowance: { limit: sandboxDailyAllowance, used: 2 } });
    const debug = await call({ secret: 'sk_wrong' });
    expect(debug.json().data.stringToSign).toMatch(/^POST\n\/webgate\/platform-api\/v1\/verify\/id2\n\n\d+\n/);
    await t.db.updateTable('sandbox_allowances').set({ used: sandboxDailyAllowance }).where('application_id', '=', app.id).execute();
    expect((await call()).json().code).toBe(code('apiSandboxAllowanceUsed'));
  });

  it('answers usage with the app’s services, remaining quantities and due dates (signed GET with a query)', async () => {
    const a = await productionApp(7);
    await a.call();
    const res = await signedCall(t, {
      appId: a.app.appId,
      secret: a.secret,
      path: 'usage',
      query: [
        ['b', '2'],
        ['a', 'x y'],
      ],
    });
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        appId: a.app.appId,
        environment: 'production',
        sandboxAllowance: null,
        services: [{ serviceCode: 'phone3', totalCount: 7, usedCount: 1, remaining: 6, status: 2 }],
      },
    });
  });

  it('lets 200 concurrent callers take exactly the package’s units: no overrun, the rest hear "quota exhausted"', async () => {
    const units = 37;
    const p = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: p.enterpriseId, productId: phone3.id, totalCount: units });
    // Several apps on one package, so the per-app rate limit is not what stops them.
    const apps: { appId: string; secret: string }[] = [];
    for (let i = 0; i < 40; i++) {
      const app = await createApp(t, p, appBody([sub.id], { name: `Caller ${i}` }));
      await t.db
        .insertInto('app_secrets')
        .values({
          id: newId(t.clock.now()),
          application_id: app.id,
          enterprise_id: p.enterpriseId,
          secret_cipher: t.app.deps.cipher.encrypt(`sk_bulk_${i}`),
          hint: 'bulk',
          created_at: t.clock.now(),
        })
        .execute();
      apps.push({ appId: app.appId, secret: `sk_bulk_${i}` });
    }
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signedCall(t, { ...apps[i % apps.length]!, path: 'verify/phone3', body: zhang })),
    );
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(units);
    expect(codes.filter((c) => c === code('apiQuotaExhausted'))).toHaveLength(200 - units);
    expect(await usedOf(sub.id)).toBe(units);
    expect(await ledgerOf(sub.id)).toBe(units);
    // The day's rollup the statistics read counts the same calls, whichever apps made them.
    const rolled = await t.db
      .selectFrom('usage_daily')
      .select(['calls', 'successes'])
      .where('enterprise_id', '=', p.enterpriseId)
      .execute();
    expect(rolled.reduce((n, r) => n + Number(r.calls), 0)).toBe(units);
    expect(rolled.reduce((n, r) => n + Number(r.successes), 0)).toBe(units);
  });
});
