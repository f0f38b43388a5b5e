import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { appsRoutes, errorCatalogue } from '@console/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverDue } from '../../src/features/apps/index.js';
import { lastCodeTo } from '../support/auth-helpers.js';
import {
  addProduct,
  appBody,
  appPath,
  createApp,
  customer,
  grant,
  newSecret,
  operatorOf,
  signedCall,
  zhang,
} from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

const code = (key: keyof typeof errorCatalogue) => errorCatalogue[key].code;
const p = (path: string, id: string, extra: Record<string, string> = {}) => appPath(path, { id, ...extra });

/** A callback receiver on this machine: answers `status` (with `location` when set) and keeps what it got. */
function receiver() {
  const got: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let status = 200;
  let location: string | undefined;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(status, location ? { location } : {}).end('ok');
    });
  });
  return {
    got,
    setStatus: (s: number, redirectTo?: string) => {
      status = s;
      location = redirectTo;
    },
    start: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databases)('applications on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  let product: { id: string };
  const hook = receiver();
  let port: number;
  beforeAll(async () => {
    port = await hook.start();
    t = await startTestApp(kind, { CALLBACK_ALLOWED_HOSTS: `127.0.0.1:${port}` });
    ops = await operatorOf(t);
    product = await addProduct(t, ops, 'phone3');
  });
  afterAll(async () => {
    await t.close();
    await hook.stop();
  });
  beforeEach(async () => {
    ops = await operatorOf(t);
  });

  async function withService(units = 10) {
    const c = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: units });
    return { c, sub };
  }
  const appCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('applications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a bad form naming the field, in en and zh, and creates nothing', async () => {
    const { c, sub } = await withService();
    const before = await appCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ appAbbreviation: 'Ab' }, 'appAbbreviation'],
      [{ appAbbreviation: 'ABCDEFG' }, 'appAbbreviation'],
      [{ ipWhitelist: '10.0.0.1;999.1.1.1' }, 'ipWhitelist'],
      [{ ipWhitelist: '2001:db8::/129' }, 'ipWhitelist'],
      [{ ipRestrict: 1, ipWhitelist: '' }, 'ipWhitelist'],
      [{ serviceIds: [] }, 'serviceIds'],
      [{ callbackUrl: 'not a url' }, 'callbackUrl'],
      [{ androidPackage: 'no-dots' }, 'androidPackage'],
    ];
    for (const [change, field] of cases) {
      const res = await c.post(appsRoutes.create.path, appBody([sub.id], change));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().data.fields[0].field, JSON.stringify(change)).toBe(field);
    }
    const zh = await c.post(appsRoutes.create.path, appBody([sub.id], { appAbbreviation: 'ab' }), 'zh');
    expect(zh.json().msg).toBe('应用简称：2-6位大写字母');
    expect(await appCount()).toBe(before);
  });

  it('refuses callback URLs into private networks, and plain http in production', async () => {
    const { c, sub } = await withService();
    for (const url of [
      'https://127.0.0.1/cb',
      'https://169.254.169.254/latest',
      'https://[::1]/cb',
      'https://10.0.0.8/cb',
      'https://[::ffff:192.168.0.1]/x',
    ]) {
      const res = await c.post(appsRoutes.create.path, appBody([sub.id], { callbackUrl: url }));
      expect(res.json().code, url).toBe(code('callbackUrlRefused'));
      expect(res.json().data.fields[0].field).toBe('callbackUrl');
    }
    const evidence = await c.post(appsRoutes.create.path, appBody([sub.id], { evidenceCallbackUrl: 'http://93.184.215.14/cb' }));
    expect(evidence.json()).toMatchObject({ code: code('callbackUrlHttps'), data: { fields: [{ field: 'evidenceCallbackUrl' }] } });
    const ok = await c.post(appsRoutes.create.path, appBody([sub.id], { callbackUrl: 'https://93.184.215.14/cb' }));
    expect(ok.json().code).toBe(0);
    expect(ok.json().data.appId).toMatch(/^prd_[0-9a-f]{24}$/);
  });

  it('authorizes at least one service; a production app only effective ones; another enterprise’s ids are not found', async () => {
    const { c, sub } = await withService();
    const later = await grant(t, ops, {
      enterpriseId: c.enterpriseId,
      productId: product.id,
      totalCount: 5,
      startsAt: t.clock.now() + 3_600_000,
    });
    const notYet = await c.post(appsRoutes.create.path, appBody([later.id]));
    expect(notYet.json()).toMatchObject({ code: code('serviceNotEffective'), data: { fields: [{ field: 'serviceIds' }] } });
    const app = await createApp(t, c, appBody([sub.id]));
    const none = await c.post(p(appsRoutes.authorize.path, app.id), { serviceIds: [] });
    expect(none.json().data.fields[0].field).toBe('serviceIds');
    const other = await withService();
    const foreignSub = await c.post(p(appsRoutes.authorize.path, app.id), { serviceIds: [other.sub.id] });
    expect(foreignSub.statusCode).toBe(404);
    for (const [method, path] of [
      ['GET', appsRoutes.detail.path],
      ['POST', appsRoutes.authorize.path],
      ['POST', appsRoutes.secretCode.path],
      ['GET', appsRoutes.calls.path],
    ] as const) {
      const res =
        method === 'GET' ? await other.c.get(p(path, app.id)) : await other.c.post(p(path, app.id), { serviceIds: [other.sub.id] });
      expect(res.statusCode, path).toBe(404);
    }
    const detail = (await c.get(p(appsRoutes.detail.path, app.id))).json().data;
    expect(detail.services.map((s: { id: string }) => s.id)).toEqual([sub.id]);
  });

  it('shows a secret once after the SMS code, keeps two active for rotation, and a revoked one signs nothing', async () => {
    const { c, sub } = await withService();
    const app = await createApp(t, c, appBody([sub.id]));
    await c.post(p(appsRoutes.secretCode.path, app.id), {});
    const wrong = await c.post(p(appsRoutes.createSecret.path, app.id), {
      code: '000000' === (await lastCodeTo(t, c.phone)) ? '111111' : '000000',
    });
    expect(wrong.json().code).toBe(code('codeWrong'));
    const first = await c.post(p(appsRoutes.createSecret.path, app.id), { code: await lastCodeTo(t, c.phone) });
    const one = first.json().data as { id: string; secret: string };
    expect(one.secret).toMatch(/^sk_/);
    // Once: the code is spent, and no answer or stored column holds the secret in the clear.
    expect((await c.post(p(appsRoutes.createSecret.path, app.id), { code: await lastCodeTo(t, c.phone) })).json().code).toBe(
      code('codeWrong'),
    );
    const detail = await c.get(p(appsRoutes.detail.path, app.id));
    expect(detail.body).not.toContain(one.secret);
    const stored = await t.db.selectFrom('app_secrets').select('secret_cipher').where('id', '=', one.id).executeTakeFirstOrThrow();
    expect(stored.secret_cipher).not.toContain(one.secret);

    t.clock.advance(61_000);
    const two = await newSecret(t, c, app.id);
    const call = (secret: string) => signedCall(t, { appId: app.appId, secret, path: 'verify/phone3', body: zhang });
    expect((await call(one.secret)).json().code).toBe(0);
    expect((await call(two.secret)).json().code).toBe(0);
    t.clock.advance(61_000);
    await c.post(p(appsRoutes.secretCode.path, app.id), {});
    const third = await c.post(p(appsRoutes.createSecret.path, app.id), { code: await lastCodeTo(t, c.phone) });
    expect(third.json().code).toBe(code('secretLimit'));
    expect((await c.post(p(appsRoutes.revokeSecret.path, app.id, { secretId: one.id }), {})).json().code).toBe(0);
    expect((await call(one.secret)).json().code).toBe(code('apiSignatureInvalid'));
    expect((await call(two.secret)).json().code).toBe(0);
    const secrets = (await c.get(p(appsRoutes.detail.path, app.id))).json().data.secrets;
    expect(secrets.map((s: { active: boolean }) => s.active).sort()).toEqual([false, true]);
  });

  it('delivers signed callbacks, keeps a ledger of attempts with backoff, and resends', async () => {
    const { c, sub } = await withService();
    const app = await createApp(t, c, appBody([sub.id], { environment: 'sandbox', callbackUrl: `http://127.0.0.1:${port}/hook` }));
    const { secret } = await newSecret(t, c, app.id);
    hook.setStatus(200);
    const delivered = await c.post(p(appsRoutes.testCallback.path, app.id), {});
    expect(delivered.json().data).toMatchObject({ event: 'test.ping', status: 'delivered', attempts: [{ statusCode: 200 }] });
    const got = hook.got.at(-1)!;
    expect(got.headers['x-signature']).toBe(createHmac('sha256', secret).update(got.body).digest('hex'));
    expect(JSON.parse(got.body)).toMatchObject({ event: 'test.ping', data: { appId: app.appId } });

    hook.setStatus(503);
    const failing = (await c.post(p(appsRoutes.testCallback.path, app.id), {})).json().data;
    expect(failing).toMatchObject({ status: 'pending', attempts: [{ statusCode: 503, problem: 'HTTP 503' }] });
    expect(failing.nextAttemptAt).toBe(t.clock.now() + 60_000);
    t.clock.advance(60_000);
    expect(await deliverDue(t.app.deps, t.app.log)).toBe(1);
    hook.setStatus(200);
    const resent = (await c.post(p(appsRoutes.resend.path, app.id, { deliveryId: failing.id }), {})).json().data;
    expect(resent.status).toBe('delivered');
    expect(resent.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([503, 503, 200]);
    const ledger = (await c.get(p(appsRoutes.deliveries.path, app.id))).json().data;
    expect(ledger.list.map((d: { status: string }) => d.status)).toEqual(['delivered', 'delivered']);
  });

  it('follows no redirect of a callback: the allowed receiver’s 302 or 307 to another port of this machine is a failed attempt', async () => {
    const inside = receiver();
    const insidePort = await inside.start();
    try {
      const { c, sub } = await withService();
      const app = await createApp(t, c, appBody([sub.id], { environment: 'sandbox', callbackUrl: `http://127.0.0.1:${port}/hook` }));
      await newSecret(t, c, app.id);
      for (const status of [302, 307]) {
        hook.setStatus(status, `http://127.0.0.1:${insidePort}/admin`);
        const sent = (await c.post(p(appsRoutes.testCallback.path, app.id), {})).json().data;
        expect(sent).toMatchObject({ status: 'pending', attempts: [{ statusCode: status, problem: `HTTP ${status}` }] });
      }
      expect(inside.got).toEqual([]);
    } finally {
      hook.setStatus(200);
      await inside.stop();
    }
  });

  it('pages the list by key: newest first, an opaque cursor, and a cursor it did not make is refused', async () => {
    const { c, sub } = await withService();
    for (const name of ['A', 'B', 'C']) {
      await createApp(t, c, appBody([sub.id], { name }));
      t.clock.advance(1);
    }
    const first = (await c.get(`${appsRoutes.list.path}?pageSize=2`)).json().data;
    expect(first.list.map((a: { name: string }) => a.name)).toEqual(['C', 'B']);
    const second = (await c.get(`${appsRoutes.list.path}?pageSize=2&after=${first.next}`)).json().data;
    expect(second).toMatchObject({ list: [{ name: 'A' }], next: null });
    expect((await c.get(`${appsRoutes.list.path}?after=bm9wZQ`)).statusCode).toBe(400);
  });
});
