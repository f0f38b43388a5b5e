import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, outbox, uniqueEmail } from '../support/auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

describe.each(databases)('local outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists recent messages newest first', async () => {
    const c = client(t);
    const a = uniqueEmail();
    await c.withCaptcha('/base/user/register/emailCode', { email: a, agree: true });
    t.clock.advance(1000);
    const b = uniqueEmail();
    await c.withCaptcha('/base/user/register/emailCode', { email: b, agree: true });
    const list = await outbox(t);
    expect(list.length).toBeLessThanOrEqual(50);
    expect(list[0]).toMatchObject({ to: b, channel: 'mail', purpose: 'register' });
    expect(list[1]).toMatchObject({ to: a });
    expect(list[0]!.createdAt).toBeGreaterThan(list[1]!.createdAt);
  });
});

describe('local outbox in production', () => {
  it('is not there: the path answers like one that does not exist', async () => {
    const t = await startTestApp('sqlite', { NODE_ENV: 'production' });
    try {
      expect((await t.call('GET', '/webgate/base/outbox')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
