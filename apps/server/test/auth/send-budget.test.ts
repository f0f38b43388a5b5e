import { authRoutes } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, lastCodeTo, outbox, registerPerson, uniquePhone } from '../support/auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

/**
 * A phone's SMS budget must not be a lock a stranger can put on its owner: sends are counted per
 * source that asks (5 an hour each), a phone gets at most 10 an hour from all sources together
 * (against bombing), and the owner asking from where their account signed in before has a lane of
 * its own outside that cap. The limiter lives in memory, or in Redis when REDIS_URL (or
 * TEST_REDIS_URL) is set, which is how the app chooses it.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const stores: ('memory' | 'redis')[] = redisUrl ? ['memory', 'redis'] : ['memory'];
const cases = databases.flatMap((db) => stores.map((store) => [db, store] as const));

describe.each(cases)('the per-recipient send budget on %s with the limiter in %s', (kind, store) => {
  let t: TestApp;
  const minute = 60_000;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true', ...(store === 'redis' ? { REDIS_URL: redisUrl! } : {}) });
  });
  afterAll(async () => {
    await t.close();
  });

  const askFrom = (c: ReturnType<typeof client>, phone: string) => c.withCaptcha(authRoutes.loginSmsCode.path, { phone });
  const smsTo = async (phone: string) => (await outbox(t)).filter((m) => m.to === phone).length;

  it('one source running out its budget does not keep the owner, on a new device, from a code', async () => {
    const p = await registerPerson(t);
    // The registration's own SMS leaves the window.
    t.clock.advance(61 * minute);
    const attacker = client(t);
    for (let i = 0; i < 5; i++) {
      expect((await askFrom(attacker, p.phone)).json().code).toBe(0);
      t.clock.advance(61_000);
    }
    const sixth = await askFrom(attacker, p.phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe(1002008);
    // The owner, somewhere the account never signed in, in the same minute as the attacker's last try.
    const owner = client(t);
    expect((await askFrom(owner, p.phone)).json().code).toBe(0);
    const code = await lastCodeTo(t, p.phone);
    expect((await owner.post(authRoutes.smsLogin.path, { phone: p.phone, code })).json().code).toBe(0);
  });

  it('a stranger’s minute holds only its own source; a live code is not replaced within its minute', async () => {
    const p = await registerPerson(t);
    t.clock.advance(61 * minute);
    const stranger = client(t);
    expect((await askFrom(stranger, p.phone)).json().code).toBe(0);
    const sent = await lastCodeTo(t, p.phone);
    expect((await askFrom(stranger, p.phone)).json().code).toBe(1002007);
    // The owner elsewhere, the same minute: a reset code goes out; the sign-in code just sent is theirs to use.
    const owner = client(t);
    expect((await owner.withCaptcha(authRoutes.forgetCode.path, { account: p.phone })).json().code).toBe(0);
    expect((await askFrom(owner, p.phone)).json().code).toBe(1002007);
    expect((await owner.post(authRoutes.smsLogin.path, { phone: p.phone, code: sent })).json().code).toBe(0);
  });

  /** One send from each of `n` new sources, a minute apart (a live code is not replaced within its minute). */
  const fromManySources = async (phone: string, n: number) => {
    for (let i = 0; i < n; i++) {
      expect((await askFrom(client(t), phone)).json().code).toBe(0);
      t.clock.advance(61_000);
    }
  };

  it('still stops bombing from many sources at 10 an hour, and leaves the owner’s known device its own lane', async () => {
    const p = await registerPerson(t);
    const home = client(t);
    expect((await home.signIn(p.userName, p.password)).json().code).toBe(0);
    t.clock.advance(61 * minute);
    await fromManySources(p.phone, 10);
    const eleventh = await askFrom(client(t), p.phone);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe(1002008);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(2900);
    const before = await smsTo(p.phone);

    // Where the account signed in before, the owner still gets a code and signs in with it.
    expect((await askFrom(home, p.phone)).json().code).toBe(0);
    const code = await lastCodeTo(t, p.phone);
    expect(await smsTo(p.phone)).toBe(before + 1);
    expect((await home.post(authRoutes.smsLogin.path, { phone: p.phone, code })).json().code).toBe(0);
    // That lane is still five an hour per source.
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61_000);
      expect((await askFrom(home, p.phone)).json().code).toBe(0);
    }
    t.clock.advance(61_000);
    expect((await askFrom(home, p.phone)).json().code).toBe(1002008);
    // And a new source is still held by the cap.
    expect((await askFrom(client(t), p.phone)).json().code).toBe(1002008);
  });

  it('holds a phone without an account to the same overall cap', async () => {
    const phone = uniquePhone();
    t.clock.advance(61 * minute);
    await fromManySources(phone, 10);
    expect((await askFrom(client(t), phone)).json().code).toBe(1002008);
  });
});
