import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, totpAt, totpStep } from '../../src/features/mfa/totp.js';
import { hashPassword } from '../../src/platform/password.js';
import { sessionCookie } from '../../src/platform/session.js';
import { client, outbox, registerPerson } from '../support/auth-helpers.js';
import { type TestApp, cookieFrom, databases, signedInUser, startTestApp } from '../support/harness.js';

describe.each(databases)('authenticator app set-up and recovery codes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie: string) => t.call('GET', `/webgate${url}`, { cookie });
  const post = (url: string, cookie: string, body: Record<string, unknown> = {}, language: 'en' | 'zh' = 'en') =>
    t.call('POST', `/webgate${url}`, { cookie, body, language });
  /** Setting up a factor asks for the account password again: the person has one. */
  const password = 'secret9x7';
  async function signedIn() {
    const person = await signedInUser(t);
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', person.userId)
      .execute();
    return person;
  }
  /** The app's code for a step from now (0: the current 30 seconds). */
  const codeOf = (key: string, stepsFromNow = 0) => totpAt(base32Decode(key), totpStep(t.clock.now()) + stepsFromNow);

  async function setUp(cookie: string) {
    const started = await post('/console/mfa/totp/start', cookie);
    expect(started.json().code).toBe(0);
    const { key, uri } = started.json().data as { key: string; uri: string };
    const confirmed = await post('/console/mfa/totp/confirm', cookie, { code: codeOf(key), password });
    expect(confirmed.json().code).toBe(0);
    return { key, uri, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
  }

  it('sets up from a key the QR code carries, confirmed by a first code; recovery codes shown once, both kept only sealed or hashed', async () => {
    const { userId, cookie } = await signedIn();
    expect((await get('/console/mfa', cookie)).json().data).toEqual({
      totpSince: null,
      recoveryCodesLeft: 0,
      signInProtected: false,
      setUpRequired: false,
      passkeys: [],
    });

    const started = (await post('/console/mfa/totp/start', cookie)).json().data as { key: string; uri: string };
    expect(started.key).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.uri).toMatch(new RegExp(`^otpauth://totp/.+\\?secret=${started.key}&issuer=.+&algorithm=SHA1&digits=6&period=30$`));
    // Not set up until the first code: the status still says none.
    expect((await get('/console/mfa', cookie)).json().data.totpSince).toBeNull();

    const wrong = await post('/console/mfa/totp/confirm', cookie, { code: codeOf(started.key, 3), password });
    expect(wrong.json()).toMatchObject({ code: 1017000, data: { fields: [{ field: 'code' }] } });
    const malformed = await post('/console/mfa/totp/confirm', cookie, { code: '12ab', password }, 'zh');
    expect(malformed.json()).toMatchObject({ code: 1000400, data: { fields: [{ field: 'code', message: '请输入6位数字验证码' }] } });

    const confirmed = (await post('/console/mfa/totp/confirm', cookie, { code: codeOf(started.key), password })).json();
    expect(confirmed.code).toBe(0);
    const codes = confirmed.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    expect((await get('/console/mfa', cookie)).json().data).toEqual({
      totpSince: t.clock.now(),
      recoveryCodesLeft: 10,
      signInProtected: false,
      setUpRequired: false,
      passkeys: [],
    });
    // A second set-up is refused while one is in place.
    expect((await post('/console/mfa/totp/start', cookie)).json().code).toBe(1017001);

    // At rest: the key only sealed, the recovery codes only as keyed hashes.
    const row = await t.db.selectFrom('mfa_totp').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.key_cipher).not.toContain(started.key);
    const hashes = await t.db.selectFrom('mfa_recovery_codes').select('code_hash').where('user_id', '=', userId).execute();
    expect(hashes).toHaveLength(10);
    for (const h of hashes) for (const c of codes) expect(h.code_hash).not.toContain(c.replace('-', ''));
  });

  it('accepts a code one step either side, not two; a code that worked never works again, nor an older one', async () => {
    const { cookie } = await signedIn();
    const { key } = await setUp(cookie);
    t.clock.advance(30_000);
    // Renewing the recovery codes needs a current code: the one used to confirm is spent.
    const renew = (code: string) => post('/console/mfa/recovery/renew', cookie, { code });
    expect((await renew(codeOf(key, -1))).json().code).toBe(1017000);
    expect((await renew(codeOf(key, 2))).json().code).toBe(1017000);
    expect((await renew(codeOf(key, 1))).json().code).toBe(0);
    // The step after now was accepted: now's code and the one before are older, so refused.
    expect((await renew(codeOf(key, 1))).json().code).toBe(1017000);
    expect((await renew(codeOf(key))).json().code).toBe(1017000);
    t.clock.advance(60_000);
    expect((await renew(codeOf(key))).json().code).toBe(0);
  });

  it('a recovery code works once; renewing makes the old ones stop working', async () => {
    const { cookie } = await signedIn();
    const { key, recoveryCodes } = await setUp(cookie);
    const first = recoveryCodes[0]!;
    // Typed in capitals without its dash, it is still the same code.
    const renewed = await post('/console/mfa/recovery/renew', cookie, { code: first.replace('-', '').toUpperCase() });
    expect(renewed.json().code).toBe(0);
    const fresh = renewed.json().data.recoveryCodes as string[];
    expect(fresh.some((c) => recoveryCodes.includes(c))).toBe(false);
    const again = await post('/console/mfa/totp/remove', cookie, { code: first }, 'zh');
    expect(again.json()).toMatchObject({ code: 1017000, data: { fields: [{ field: 'code' }] } });
    expect(again.json().msg).toContain('验证码错误');
    // An old code that was never used died with the renewal too.
    expect((await post('/console/mfa/totp/remove', cookie, { code: recoveryCodes[1]! })).json().code).toBe(1017000);
    expect((await get('/console/mfa', cookie)).json().data.recoveryCodesLeft).toBe(10);
    expect((await post('/console/mfa/totp/remove', cookie, { code: fresh[0]! })).json().code).toBe(0);
    expect((await get('/console/mfa', cookie)).json().data).toEqual({
      totpSince: null,
      recoveryCodesLeft: 0,
      signInProtected: false,
      setUpRequired: false,
      passkeys: [],
    });
    // Gone with the app: its recovery codes, and the key (a new set-up gives a new one).
    expect((await post('/console/mfa/totp/remove', cookie, { code: fresh[1]! })).json().code).toBe(1017003);
    const again2 = (await post('/console/mfa/totp/start', cookie)).json().data as { key: string };
    expect(again2.key).not.toBe(key);
  });

  it('wrong codes are counted like a wrong current password: the fifth locks, even the right code then', async () => {
    const { cookie } = await signedIn();
    const { key } = await setUp(cookie);
    t.clock.advance(30_000);
    for (let i = 0; i < 4; i++) expect((await post('/console/mfa/totp/remove', cookie, { code: 'aaaaa-aaaaa' })).json().code).toBe(1017000);
    expect((await post('/console/mfa/totp/remove', cookie, { code: 'aaaaa-aaaaa' })).json().code).toBe(1002005);
    expect((await post('/console/mfa/totp/remove', cookie, { code: codeOf(key) })).json().code).toBe(1002005);
    expect((await get('/console/mfa', cookie)).json().data.totpSince).not.toBeNull();
  });

  it('each change is logged and told to the account by SMS and e-mail; another session cannot act without a code', async () => {
    const person = await registerPerson(t);
    const c = client(t);
    const signedIn = await c.withCaptcha('/user/login', { userName: person.userName, password: person.password });
    const cookie = cookieFrom(signedIn, sessionCookie);
    const { recoveryCodes } = await setUp(cookie);
    expect((await post('/console/mfa/totp/remove', cookie, { code: recoveryCodes[0]! })).json().code).toBe(0);

    const sent = (await outbox(t)).filter((m) => m.purpose === 'mfa_changed');
    const toPhone = sent.filter((m) => m.to === person.phone).map((m) => m.text);
    const toMail = sent.filter((m) => m.to === person.email).map((m) => m.text);
    expect(toPhone.some((text) => text.includes('an authenticator app was added'))).toBe(true);
    expect(toPhone.some((text) => text.includes('the authenticator app was removed'))).toBe(true);
    expect(toMail.some((text) => text.includes('an authenticator app was added'))).toBe(true);
    expect(toMail.some((text) => text.includes('the authenticator app was removed'))).toBe(true);
    const actions = await t.db.selectFrom('operation_logs').select('action').where('user_id', '=', person.userId).execute();
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['totpAdded', 'totpRemoved']));
  });

  it('refuses the pages to no session', async () => {
    expect((await t.call('GET', '/webgate/console/mfa')).json().code).toBe(-1);
  });
});
