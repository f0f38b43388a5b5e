import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, uniqueEmail } from '../support/auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

describe.each(databases)('local outbox on %s (OUTBOX_PAGE=on)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists recent messages newest first, to this computer', async () => {
    const c = client(t);
    const a = uniqueEmail();
    await c.withCaptcha('/base/user/register/emailCode', { email: a, agree: true });
    t.clock.advance(1000);
    const b = uniqueEmail();
    await c.withCaptcha('/base/user/register/emailCode', { email: b, agree: true });
    const res = await t.call('GET', '/webgate/base/outbox');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { to: string; channel: string; purpose: string; createdAt: number }[];
    expect(list.length).toBeLessThanOrEqual(50);
    expect(list[0]).toMatchObject({ to: b, channel: 'mail', purpose: 'register' });
    expect(list[1]).toMatchObject({ to: a });
    expect(list[0]!.createdAt).toBeGreaterThan(list[1]!.createdAt);
    expect((await t.call('GET', '/webgate/base/site/config')).json().data.outboxEnabled).toBe(true);
  });

  it('refuses a client on another computer, and one that only claims loopback in X-Forwarded-For', async () => {
    const fromLan = await t.app.inject({
      method: 'GET',
      url: '/webgate/base/outbox',
      remoteAddress: '192.168.1.20',
      headers: { 'Accept-Language': 'zh' },
    });
    expect(fromLan.statusCode).toBe(403);
    expect(fromLan.json()).toEqual({ code: 1000604, msg: '发件箱仅在运行控制台的本机上显示', data: null });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/webgate/base/outbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).not.toContain('@example.com');
    // The console does not offer the link to them either.
    const config = await t.app.inject({ method: 'GET', url: '/webgate/base/site/config', remoteAddress: '192.168.1.20' });
    expect(config.json().data.outboxEnabled).toBe(false);
  });

  it('answers a loopback client behind this computer’s own proxy (X-Forwarded-For trusted, peer loopback)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/webgate/base/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '::1' },
    });
    expect(res.statusCode).toBe(200);
    const remote = await t.app.inject({
      method: 'GET',
      url: '/webgate/base/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(remote.statusCode).toBe(403);
  });
});

describe('local outbox switched off (the default, production or not)', () => {
  it.each(['development', 'production'])(
    'is not there in %s: the path answers like one that does not exist, and no link is offered',
    async (env) => {
      const t = await startTestApp('sqlite', { NODE_ENV: env, OUTBOX_PAGE: 'off', FIELD_ENCRYPTION_KEY: 'a'.repeat(64) });
      try {
        const res = await t.call('GET', '/webgate/base/outbox');
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe(1000405);
        expect((await t.call('GET', '/webgate/base/site/config')).json().data.outboxEnabled).toBe(false);
      } finally {
        await t.close();
      }
    },
  );
});
