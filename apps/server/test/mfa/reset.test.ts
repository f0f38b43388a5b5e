import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { base32Decode, totpAt, totpStep } from '../../src/features/mfa/totp.js';
import { newToken } from '../../src/platform/crypto.js';
import { client, outbox, registerPerson } from '../support/auth-helpers.js';
import { type TestApp, cookieFrom, databases, signedInUser, startTestApp } from '../support/harness.js';
import { appCode, newPassword, readyOperator } from '../support/ops-helpers.js';

/**
 * The back office's reset of a person's second factors: an operator files it with a reason
 * under operation protection; only the person's answer on the single-use consent link removes anything.
 */

const codes = {
  refused: 1017030,
  noFactor: 1017040,
  noContact: 1017041,
  used: 1017042,
  expired: 1017043,
  notFound: 1000404,
  tooSoon: 1002007,
  sendLimit: 1002008,
};
const sessionCookieName = 'esign_session';
const day = 24 * 60 * 60_000;

describe.each(databases)('the back office resets a person’s second factors by their consent (%s)', (kind) => {
  let t: TestApp;
  let ops: { cookie: string; key: string };
  let n = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  // A fresh operator each test: the tests move the clock past an operator session's idle limit.
  beforeEach(async () => {
    ops = await readyOperator(t, `resetter${kind}${++n}`);
  });
  afterAll(async () => {
    await t.close();
  });

  const codeOf = (key: string) => totpAt(base32Decode(key), totpStep(t.clock.now()));
  const file = (
    userId: string,
    reason = 'Lost the phone with the authenticator app; identity checked by video call',
    cookie = ops.cookie,
  ) => t.call('POST', '/webgate/operation-webapi/mfa/resets', { cookie, body: { userId, reason } });
  const list = async () => (await t.call('GET', '/webgate/operation-webapi/mfa/resets?pageSize=50', { cookie: ops.cookie })).json().data;
  const view = (token: string, language: 'en' | 'zh' = 'en') =>
    t.call('POST', '/webgate/base/mfa/reset/view', { body: { token }, language });
  const decide = (token: string, accept: boolean) => t.call('POST', '/webgate/base/mfa/reset/decide', { body: { token, accept } });
  const linkTo = async (to: string) => {
    const message = (await outbox(t)).find((m) => m.to === to && m.purpose === 'mfa_reset');
    const token = message && /\/mfaReset#([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    if (!token) throw new Error(`no consent link to ${to}`);
    return { token, message: message! };
  };
  const logOf = (userId: string) =>
    t.db
      .selectFrom('operation_logs')
      .select(['action', 'operator_id'])
      .where('user_id', '=', userId)
      .where('action', 'like', 'mfaReset%')
      .execute();

  /** A person with an authenticator app and sign-in protection on, signed out. */
  async function protectedPerson(language: 'en' | 'zh' = 'en') {
    const person = await registerPerson(t, {}, language);
    const c = client(t);
    const cookie = cookieFrom(await c.signIn(person.userName, person.password), sessionCookieName);
    const { key } = (await c.post('/console/mfa/totp/start', {}, { cookie })).json().data as { key: string };
    expect((await c.post('/console/mfa/totp/confirm', { code: codeOf(key), password: person.password }, { cookie })).json().code).toBe(0);
    t.clock.advance(30_000);
    expect((await c.post('/console/mfa/protection', { enabled: true, code: codeOf(key) }, { cookie })).json().code).toBe(0);
    t.clock.advance(60_000);
    return { ...person, key };
  }

  it('files a request with a reason, the person confirms on the e-mailed link, and signs in without the second step', async () => {
    const p = await protectedPerson();
    const filed = await file(p.userId);
    expect(filed.json()).toMatchObject({
      code: 0,
      data: { status: 'waiting', accountName: p.userName, channel: 'mail', operatorName: `resetter${kind}${n}` },
    });
    expect(filed.json().data.sentTo).not.toContain(p.email.split('@')[0]!.slice(1));
    const { token, message } = await linkTo(p.email);
    expect(message.subject).toContain('second factors');
    expect(message.text).toContain('video call');
    // The link's secret is kept only as a hash.
    const stored = await t.db
      .selectFrom('mfa_reset_requests')
      .select('token_hash')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const shown = (await view(token)).json();
    expect(shown).toMatchObject({
      code: 0,
      data: { operatorName: `resetter${kind}${n}`, removes: { totp: true, recoveryCodesLeft: 10, passkeys: [], signInProtection: true } },
    });
    expect(shown.data.accountName).not.toBe(p.userName);
    expect((await decide(token, true)).json()).toMatchObject({ code: 0, data: { status: 'done' } });

    // Signs in with the password alone, and has no factor left.
    const c = client(t);
    const signedIn = await c.signIn(p.userName, p.password);
    expect(signedIn.json().data.secondStep).toBeUndefined();
    const cookie = cookieFrom(signedIn, sessionCookieName);
    expect((await c.get('/console/mfa', { cookie })).json().data).toMatchObject({ totpSince: null, signInProtected: false, passkeys: [] });
    // Told by e-mail and SMS, like any factor change; every step logged with the operator.
    const notices = (await outbox(t)).filter(
      (m) => m.purpose === 'mfa_changed' && (m.to === p.email || m.to === p.phone) && m.text.includes('all second factors were removed'),
    );
    expect(notices.map((m) => m.channel).sort()).toEqual(['mail', 'sms']);
    const log = await logOf(p.userId);
    expect(log.map((l) => l.action).sort()).toEqual(['mfaResetConfirmed', 'mfaResetRequested']);
    expect(log.every((l) => l.operator_id !== null)).toBe(true);
    expect((await list()).list.find((r: { id: string }) => r.id === filed.json().data.id).status).toBe('done');

    // The link works once.
    expect((await view(token)).json().code).toBe(codes.used);
    expect((await decide(token, false)).json().code).toBe(codes.used);
  });

  it('a declined request removes nothing: the second step is still asked', async () => {
    const p = await protectedPerson();
    const filed = (await file(p.userId)).json().data;
    const { token } = await linkTo(p.email);
    expect((await decide(token, false)).json()).toMatchObject({ code: 0, data: { status: 'declined' } });
    expect((await client(t).signIn(p.userName, p.password)).json().data.secondStep).toBe('code');
    expect((await list()).list.find((r: { id: string }) => r.id === filed.id).status).toBe('declined');
    expect((await logOf(p.userId)).map((l) => l.action).sort()).toEqual(['mfaResetDeclined', 'mfaResetRequested']);
    expect((await decide(token, true)).json().code).toBe(codes.used);
  });

  it('a link expires after 24 hours unanswered, and a newer request expires the older one', async () => {
    const p = await protectedPerson();
    const first = (await file(p.userId)).json().data;
    const { token: older } = await linkTo(p.email);
    t.clock.advance(61_000);
    expect((await file(p.userId)).json().code).toBe(0);
    const { token: newer } = await linkTo(p.email);
    expect(newer).not.toBe(older);
    const stale = await view(older, 'zh');
    expect(stale.statusCode).toBe(410);
    expect(stale.json()).toMatchObject({ code: codes.expired, msg: '该链接已过期；如仍需重置，请联系客服重新发送' });
    expect((await list()).list.find((r: { id: string }) => r.id === first.id).status).toBe('expired');

    expect((await view(newer)).json().code).toBe(0);
    t.clock.advance(day);
    expect((await view(newer)).json().code).toBe(codes.expired);
    expect((await decide(newer, true)).json().code).toBe(codes.expired);
    expect((await client(t).signIn(p.userName, p.password)).json().data.secondStep).toBe('code');
  });

  it('an unknown or made-up link is 404', async () => {
    for (const token of [newToken(), 'x', ops.cookie.split('=')[1]!]) {
      const answer = await view(token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe(codes.notFound);
      expect((await decide(token, true)).statusCode).toBe(404);
    }
  });

  it('is the back office’s, under operation protection; a person’s session and an operator without a fresh proof are refused', async () => {
    const p = await protectedPerson();
    const user = await signedInUser(t);
    const asUser = await file(p.userId, 'Lost phone', user.cookie);
    expect(asUser.statusCode).toBeGreaterThanOrEqual(401);
    expect(asUser.json().code).not.toBe(0);
    expect(
      (await t.call('POST', '/webgate/operation-webapi/mfa/resets', { body: { userId: p.userId, reason: 'Lost phone' } })).json().code,
    ).not.toBe(0);

    t.proveOperations = false;
    try {
      t.clock.advance(6 * 60_000);
      const unproven = await file(p.userId);
      expect(unproven.statusCode).toBe(403);
      expect(unproven.json().code).toBe(codes.refused);
      expect((await outbox(t)).some((m) => m.to === p.email && m.purpose === 'mfa_reset')).toBe(false);
      const proven = await t.call('POST', '/webgate/operation-webapi/mfa/operation/prove', {
        cookie: ops.cookie,
        body: { code: appCode(t, ops.key) },
      });
      expect(proven.json().code).toBe(0);
      expect((await file(p.userId)).json().code).toBe(0);
    } finally {
      t.proveOperations = true;
    }
  });

  it('refuses bad input, a person without a factor, an unknown person, and more links than the recipient’s budget', async () => {
    const p = await protectedPerson();
    const blank = (
      await t.call('POST', '/webgate/operation-webapi/mfa/resets', { cookie: ops.cookie, body: { userId: p.userId, reason: '  ' } })
    ).json();
    expect(blank).toMatchObject({ code: 1000400, data: { fields: [{ field: 'reason' }] } });
    const plain = await registerPerson(t);
    expect((await file(plain.userId)).json().code).toBe(codes.noFactor);
    expect((await file('0190f0f0-0000-7000-8000-000000000000')).json().code).toBe(codes.notFound);

    // One link a minute and five an hour to one mailbox from the back office.
    expect((await file(p.userId)).json().code).toBe(0);
    expect((await file(p.userId)).json().code).toBe(codes.tooSoon);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61_000);
      expect((await file(p.userId)).json().code).toBe(0);
    }
    t.clock.advance(61_000);
    expect((await file(p.userId)).json().code).toBe(codes.sendLimit);
  });

  it('an operator replaces a lost app of their own with a reason and the password: logged, and a new app is set up before anything else', async () => {
    const reset = (body: object) => t.call('POST', '/webgate/operation-webapi/mfa/totp/reset', { cookie: ops.cookie, body });
    expect((await reset({ reason: '', password: newPassword })).json()).toMatchObject({
      code: 1000400,
      data: { fields: [{ field: 'reason' }] },
    });
    const wrong = (await reset({ reason: 'Phone lost', password: 'Not1theRight' })).json();
    expect(wrong).toMatchObject({ code: 1001004, data: { fields: [{ field: 'password' }] } });
    expect((await t.call('GET', '/webgate/operation-webapi/mfa', { cookie: ops.cookie })).json().data.totpSince).not.toBeNull();

    const done = (await reset({ reason: 'Phone lost on a trip', password: newPassword })).json();
    expect(done).toMatchObject({ code: 0, data: { factorSetUpRequired: true } });
    expect((await t.call('GET', '/webgate/operation-webapi/mfa', { cookie: ops.cookie })).json().data).toEqual({
      totpSince: null,
      recoveryCodesLeft: 0,
    });
    // Nothing else opens until a new app is set up; the old app's codes no longer prove anything.
    const blocked = await t.call('GET', '/webgate/operation-webapi/mfa/resets', { cookie: ops.cookie });
    expect(blocked.json().code).toBe(1017031);
    const entry = await t.db
      .selectFrom('operation_logs')
      .select(['phrase'])
      .where('action', '=', 'totpReset')
      .where('operator_id', 'is not', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.phrase!)).toMatchObject({ key: 'ops.totpReset', params: { reason: 'Phone lost on a trip' } });
  });

  it('without an e-mail the link goes by SMS in the person’s language; without either it is refused', async () => {
    const p = await protectedPerson('zh');
    await t.db.updateTable('users').set({ email: null, language: 'zh' }).where('id', '=', p.userId).execute();
    const filed = (await file(p.userId)).json();
    expect(filed).toMatchObject({ code: 0, data: { channel: 'sms' } });
    const { token, message } = await linkTo(p.phone);
    expect(message.text).toContain('申请重置您的账号');
    expect((await decide(token, true)).json().data.status).toBe('done');

    const q = await protectedPerson();
    await t.db
      .updateTable('users')
      .set({ email: null, phone: null, phone_cipher: null, phone_hash: null })
      .where('id', '=', q.userId)
      .execute();
    expect((await file(q.userId)).json().code).toBe(codes.noContact);
  });
});
