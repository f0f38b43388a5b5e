import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, totpAt, totpStep } from '../../src/features/mfa/totp.js';
import { limits } from '../../src/platform/limits.js';
import { client, lastCodeTo, outbox, registerPerson } from '../support/auth-helpers.js';
import { addMembership, enterpriseContext } from '../support/enterprise-helpers.js';
import { type TestApp, cookieFrom, databases, startTestApp } from '../support/harness.js';

const sessionCookieName = 'esign_session';
const deviceCookieName = 'esign_device';

describe.each(databases)('sign-in protection: the second sign-in step (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const codeOf = (key: string, stepsFromNow = 0) => totpAt(base32Decode(key), totpStep(t.clock.now()) + stepsFromNow);
  /** The next 30 seconds: a code used in this step cannot be used again. */
  const nextStep = () => t.clock.advance(30_000);

  /** A registered person signed in by password, with an authenticator app set up (and protection turned on unless told). */
  async function protectedPerson(options: { protect?: boolean } = {}) {
    const person = await registerPerson(t);
    const c = client(t);
    const first = await c.signIn(person.userName, person.password);
    expect(first.json().code).toBe(0);
    const cookie = cookieFrom(first, sessionCookieName);
    const started = (await c.post('/console/mfa/totp/start', {}, { cookie })).json().data as { key: string };
    const confirmed = await c.post('/console/mfa/totp/confirm', { code: codeOf(started.key), password: person.password }, { cookie });
    expect(confirmed.json().code).toBe(0);
    const recoveryCodes = confirmed.json().data.recoveryCodes as string[];
    if (options.protect !== false) {
      nextStep();
      const on = await c.post('/console/mfa/protection', { enabled: true, code: codeOf(started.key) }, { cookie });
      expect(on.json().code).toBe(0);
    }
    nextStep();
    return { ...person, key: started.key, recoveryCodes, cookie };
  }

  it('setting up a factor asks for the password again; a wrong one counts toward the lock and sets nothing up', async () => {
    const person = await registerPerson(t);
    const c = client(t);
    const cookie = cookieFrom(await c.signIn(person.userName, person.password), sessionCookieName);
    const { key } = (await c.post('/console/mfa/totp/start', {}, { cookie })).json().data as { key: string };
    const wrong = await c.post('/console/mfa/totp/confirm', { code: codeOf(key), password: 'not-the-one1' }, { cookie });
    expect(wrong.json()).toMatchObject({ code: 1002014, data: { fields: [{ field: 'password' }] } });
    const missing = await c.post('/console/mfa/totp/confirm', { code: codeOf(key) }, { cookie });
    expect(missing.json()).toMatchObject({ code: 1000400, data: { fields: [{ field: 'password' }] } });
    expect((await c.get('/console/mfa', { cookie })).json().data.totpSince).toBeNull();
    expect((await c.post('/console/mfa/totp/confirm', { code: codeOf(key), password: person.password }, { cookie })).json().code).toBe(0);
  });

  it('after the right password a protected account gets no session, only a sealed pending sign-in; a TOTP code then signs in', async () => {
    const p = await protectedPerson();
    const c = client(t);
    const first = await c.signIn(p.userName, p.password);
    expect(first.json().code).toBe(0);
    const answer = first.json().data;
    expect(answer).toMatchObject({ userId: p.userId, secondStep: 'code' });
    expect(answer.stepTicket).toEqual(expect.any(String));
    // No session cookie: the first step grants nothing.
    expect(first.cookies.find((k) => k.name === sessionCookieName)).toBeUndefined();
    // The pending sign-in is sealed: it names neither the account nor the ticket in the clear.
    expect(answer.stepTicket).not.toContain(p.userId);

    // A tampered or made-up pending sign-in is refused like an expired one.
    const forged = await c.post('/user/login/secondStep', { stepTicket: `${answer.stepTicket.slice(0, -4)}AAAA`, code: codeOf(p.key) });
    expect(forged.json().code).toBe(1017004);

    const second = await c.post('/user/login/secondStep', { stepTicket: answer.stepTicket, code: codeOf(p.key) });
    expect(second.json()).toMatchObject({ code: 0, data: { userId: p.userId, userName: p.userName } });
    const cookie = cookieFrom(second, sessionCookieName);
    expect((await c.get('/console/mfa', { cookie })).json().code).toBe(0);
    // No trusted-device cookie unless asked for.
    expect(second.cookies.find((k) => k.name === deviceCookieName)).toBeUndefined();

    // Single use: the same pending sign-in never opens a second session.
    nextStep();
    const again = await c.post('/user/login/secondStep', { stepTicket: answer.stepTicket, code: codeOf(p.key) });
    expect(again.json().code).toBe(1017004);

    // Logged: the first step asked for the second, and the protected sign-in with the factor used.
    const log = await t.db.selectFrom('operation_logs').select(['action', 'content']).where('user_id', '=', p.userId).execute();
    expect(log.map((r) => r.action)).toEqual(
      expect.arrayContaining(['signInSecondStepAsked', 'signInSecondStep', 'protectionOn', 'totpAdded']),
    );
    expect(log.find((r) => r.action === 'signInSecondStep')?.content).toContain('totp');
  });

  it('the pending sign-in lasts five minutes', async () => {
    const p = await protectedPerson();
    const c = client(t);
    const { stepTicket } = (await c.signIn(p.userName, p.password)).json().data;
    t.clock.advance(5 * 60_000 + 1);
    const late = await c.post('/user/login/secondStep', { stepTicket, code: codeOf(p.key) });
    expect(late.json().code).toBe(1017004);
  });

  it('a recovery code does for the second step, once; and SMS sign-in asks for the second step too', async () => {
    const p = await protectedPerson();
    const c = client(t);
    const { stepTicket } = (await c.signIn(p.userName, p.password)).json().data;
    const second = await c.post('/user/login/secondStep', { stepTicket, code: p.recoveryCodes[0]!.toUpperCase() });
    expect(second.json().code).toBe(0);
    expect((await c.get('/console/mfa', { cookie: cookieFrom(second, sessionCookieName) })).json().data.recoveryCodesLeft).toBe(9);

    const again = (await c.signIn(p.userName, p.password)).json().data;
    const reused = await c.post('/user/login/secondStep', { stepTicket: again.stepTicket, code: p.recoveryCodes[0] });
    expect(reused.json().code).toBe(1017000);

    t.clock.advance(61_000);
    expect((await c.withCaptcha('/base/user/smsCode/login', { phone: p.phone })).json().code).toBe(0);
    const sms = await c.post('/user/smsLogin', { phone: p.phone, code: await lastCodeTo(t, p.phone) });
    expect(sms.json().data).toMatchObject({ status: 200, secondStep: 'code' });
    expect(sms.cookies.find((k) => k.name === sessionCookieName)).toBeUndefined();
    const smsSecond = await c.post('/user/login/secondStep', { stepTicket: sms.json().data.stepTicket, code: codeOf(p.key) });
    expect(smsSecond.json().code).toBe(0);
    const log = await t.db.selectFrom('operation_logs').select(['action', 'content']).where('user_id', '=', p.userId).execute();
    expect(log.filter((r) => r.action === 'signInSecondStep').map((r) => r.content)).toEqual(
      expect.arrayContaining([expect.stringContaining('recovery'), expect.stringContaining('(sms, totp')]),
    );
  });

  it('wrong codes count like wrong passwords: the source locks and then even the right code is refused', async () => {
    const p = await protectedPerson();
    const c = client(t);
    const { stepTicket } = (await c.signIn(p.userName, p.password)).json().data;
    for (let i = 1; i < limits.sourceFailures; i++) {
      const wrong = await c.post('/user/login/secondStep', { stepTicket, code: '000000' === codeOf(p.key) ? '111111' : '000000' });
      expect(wrong.json()).toMatchObject({ code: 1017000, data: { fields: [{ field: 'code' }] } });
    }
    const last = await c.post('/user/login/secondStep', { stepTicket, code: 'aaaaa-aaaaa' });
    expect(last.json().code).toBe(1002005);
    const right = await c.post('/user/login/secondStep', { stepTicket, code: codeOf(p.key) });
    expect(right.json().code).toBe(1002005);
    // The password too, from this source: one lock for both steps.
    expect((await c.signIn(p.userName, p.password)).json().code).toBe(1002005);
    const failures = await t.db
      .selectFrom('operation_logs')
      .select('content')
      .where('user_id', '=', p.userId)
      .where('action', '=', 'signInFailed')
      .execute();
    expect(failures.length).toBeGreaterThanOrEqual(limits.sourceFailures);
    expect(failures[0]!.content).toContain('second step');
  });

  it('a trusted browser skips the second step for 30 days; revoked, or after 30 days, it does not', async () => {
    const p = await protectedPerson();
    const c = client(t);
    const { stepTicket } = (await c.signIn(p.userName, p.password)).json().data;
    const second = await c.post('/user/login/secondStep', { stepTicket, code: codeOf(p.key), trustDevice: true });
    expect(second.json().code).toBe(0);
    const device = second.cookies.find((k) => k.name === deviceCookieName)!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    const deviceCookie = `${deviceCookieName}=${device.value}`;
    // Kept only hashed.
    const rows = await t.db.selectFrom('mfa_trusted_devices').selectAll().where('user_id', '=', p.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(device.value);

    const skipped = await c.signIn(p.userName, p.password, { cookie: deviceCookie });
    expect(skipped.json().data.secondStep).toBeUndefined();
    const cookie = cookieFrom(skipped, sessionCookieName);

    // Listed with the current browser marked; another person's browser cookie does not skip this account's step.
    const listed = (await c.get('/console/mfa/devices', { cookie: `${cookie}; ${deviceCookie}` })).json().data.devices;
    expect(listed).toEqual([expect.objectContaining({ id: rows[0]!.id, current: true, ip: expect.stringMatching(/\*$/) })]);
    const other = await protectedPerson();
    expect((await c.signIn(other.userName, other.password, { cookie: deviceCookie })).json().data.secondStep).toBe('code');

    // Someone else cannot revoke it.
    expect((await c.post('/console/mfa/devices/revoke', { id: rows[0]!.id }, { cookie: other.cookie })).json().code).toBe(1000404);
    expect((await c.post('/console/mfa/devices/revoke', { id: rows[0]!.id }, { cookie })).json().code).toBe(0);
    expect((await c.get('/console/mfa/devices', { cookie })).json().data.devices).toEqual([]);
    const revoked = await c.signIn(p.userName, p.password, { cookie: deviceCookie });
    expect(revoked.json().data.secondStep).toBe('code');
    expect(revoked.cookies.find((k) => k.name === sessionCookieName)).toBeUndefined();

    // Trusted again, then 30 days pass.
    nextStep();
    const trusted = await c.post('/user/login/secondStep', {
      stepTicket: revoked.json().data.stepTicket,
      code: codeOf(p.key),
      trustDevice: true,
    });
    const fresh = `${deviceCookieName}=${trusted.cookies.find((k) => k.name === deviceCookieName)!.value}`;
    expect((await c.signIn(p.userName, p.password, { cookie: fresh })).json().data.secondStep).toBeUndefined();
    t.clock.advance(30 * 24 * 3600_000 + 1);
    expect((await c.signIn(p.userName, p.password, { cookie: fresh })).json().data.secondStep).toBe('code');
  });

  it('nothing tells whether an account has a second factor before its password was right', async () => {
    const guarded = await protectedPerson();
    const plain = await registerPerson(t);
    const wrongGuarded = await client(t).signIn(guarded.userName, 'wrong-pass1');
    const wrongPlain = await client(t).signIn(plain.userName, 'wrong-pass1');
    for (const res of [wrongGuarded, wrongPlain]) {
      expect(res.statusCode).toBe(wrongPlain.statusCode);
      expect(res.json()).toEqual({ code: 1002006, msg: wrongPlain.json().msg, data: null });
      expect(res.cookies.map((k) => k.name)).toEqual([]);
    }
    // An SMS code that is wrong answers alike too.
    const c = client(t);
    expect((await c.withCaptcha('/base/user/smsCode/login', { phone: guarded.phone })).json().code).toBe(0);
    const smsWrong = await c.post('/user/smsLogin', {
      phone: guarded.phone,
      code: '000000' === (await lastCodeTo(t, guarded.phone)) ? '111111' : '000000',
    });
    expect(smsWrong.json().data?.secondStep).toBeUndefined();
    expect(smsWrong.json().code).not.toBe(0);
  });

  it('removing the factor needs a factor code, revokes trusted browsers and turns protection off; each change is told by e-mail and SMS', async () => {
    const p = await protectedPerson();
    const c = client(t);
    const { stepTicket } = (await c.signIn(p.userName, p.password)).json().data;
    const second = await c.post('/user/login/secondStep', { stepTicket, code: codeOf(p.key), trustDevice: true });
    const deviceCookie = `${deviceCookieName}=${second.cookies.find((k) => k.name === deviceCookieName)!.value}`;
    const cookie = cookieFrom(second, sessionCookieName);
    nextStep();
    expect((await c.post('/console/mfa/totp/remove', { code: codeOf(p.key) }, { cookie })).json().code).toBe(0);
    const revoked = await t.db.selectFrom('mfa_trusted_devices').select('revoked_at').where('user_id', '=', p.userId).execute();
    expect(revoked.every((r) => r.revoked_at !== null)).toBe(true);
    // No factor, no protection: the password alone signs in again.
    const plain = await c.signIn(p.userName, p.password, { cookie: deviceCookie });
    expect(plain.json().data.secondStep).toBeUndefined();
    cookieFrom(plain, sessionCookieName);

    const messages = await outbox(t);
    const told = (to: string) => messages.filter((m) => m.to === to && m.purpose === 'mfa_changed');
    expect(
      told(p.email)
        .map((m) => m.text)
        .join('\n'),
    ).toMatch(/authenticator app was added[\s\S]*|[\s\S]*removed/);
    expect(told(p.email).length).toBeGreaterThanOrEqual(3);
    expect(told(p.phone).length).toBeGreaterThanOrEqual(3);
  });

  it('an enterprise’s master requires a second factor: a member without one is led to set it up, one with one is asked for it', async () => {
    const master = await registerPerson(t);
    const member = await registerPerson(t);
    const c = client(t);
    const masterCookie = cookieFrom(await c.signIn(master.userName, master.password), sessionCookieName);
    const { enterpriseId } = await enterpriseContext(t, master.userId);
    await addMembership(t, member.userId, { enterpriseId, role: 'member' });

    expect((await c.get('/console/mfa/enterprise', { cookie: masterCookie })).json().data).toEqual({ required: false, canChange: true });
    // Only the master may change it: not even an administrator.
    const admin = await registerPerson(t);
    await addMembership(t, admin.userId, { enterpriseId, role: 'admin' });
    const adminCookie = cookieFrom(await c.signIn(admin.userName, admin.password), sessionCookieName);
    await t.db.updateTable('sessions').set({ enterprise_id: enterpriseId }).where('user_id', '=', admin.userId).execute();
    expect((await c.get('/console/mfa/enterprise', { cookie: adminCookie })).json().data).toEqual({ required: false, canChange: false });
    expect((await c.post('/console/mfa/enterprise', { required: true }, { cookie: adminCookie })).json().code).toBe(1006012);
    expect((await c.post('/console/mfa/enterprise', { required: true }, { cookie: masterCookie })).json().code).toBe(0);
    // The administrator has no factor: from now on the server lets them reach only the set-up (and sign-out).
    expect((await c.get('/console/mfa/enterprise', { cookie: adminCookie })).json().code).toBe(1017031);
    const log = await t.db.selectFrom('operation_logs').select('action').where('enterprise_id', '=', enterpriseId).execute();
    expect(log.map((r) => r.action)).toContain('enterpriseMfaRequired');

    // The member has no factor: signed in, and told to set one up first.
    const required = await c.signIn(member.userName, member.password);
    expect(required.json().data).toMatchObject({ mfaSetUpRequired: true });
    const cookie = cookieFrom(required, sessionCookieName);
    expect((await c.get('/console/mfa', { cookie })).json().data.setUpRequired).toBe(true);
    const { key } = (await c.post('/console/mfa/totp/start', {}, { cookie })).json().data as { key: string };
    expect((await c.post('/console/mfa/totp/confirm', { code: codeOf(key), password: member.password }, { cookie })).json().code).toBe(0);
    expect((await c.get('/console/mfa', { cookie })).json().data.setUpRequired).toBe(false);

    // From now on the member's sign-in asks for the second step, though they never turned protection on themselves.
    nextStep();
    const next = await c.signIn(member.userName, member.password);
    expect(next.json().data).toMatchObject({ secondStep: 'code' });
    expect((await c.post('/user/login/secondStep', { stepTicket: next.json().data.stepTicket, code: codeOf(key) })).json().code).toBe(0);

    // A person outside the enterprise is not affected.
    const outsider = await registerPerson(t);
    expect((await c.signIn(outsider.userName, outsider.password)).json().data.mfaSetUpRequired).toBeUndefined();
  });
});
