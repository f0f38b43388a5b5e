import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.js';
import { sessionAbsoluteMs, sessionCookie } from '../../src/platform/session.js';
import { type RegisteredPerson, client, lastCodeTo, lastMessageTo, newIp, registerPerson, solveWork } from '../support/auth-helpers.js';
import { type TestApp, cookieFrom, databases, signedInUser, startTestApp } from '../support/harness.js';
import { enterpriseContext } from '../support/enterprise-helpers.js';

const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

describe.each(databases)('account security (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const whoAmI = (cookie: string) => t.call('POST', '/webgate/base/user/getUserInfo2', { cookie, form: {} });

  /** Signs in through the API from one address with one browser, as a person would. */
  async function signIn(p: { userName: string; password: string }, ip = newIp(), userAgent = chromeOnWindows) {
    const headers = { 'x-forwarded-for': ip, 'user-agent': userAgent };
    const challenge = (await t.call('GET', '/webgate/base/captcha', { headers })).json().data;
    const answer = (
      await t.call('GET', `/webgate/base/captcha/testAnswer?token=${encodeURIComponent(challenge.token)}`, { headers })
    ).json().data.answer;
    const res = await t.call('POST', '/webgate/user/login', {
      headers: { ...headers, token: challenge.token, pow: solveWork(challenge.token, challenge.workBits) },
      body: { userName: p.userName, password: p.password, captcha: answer },
    });
    expect(res.json().code).toBe(0);
    return cookieFrom(res, sessionCookie);
  }

  const get = (url: string, cookie: string, language: 'en' | 'zh' = 'en') => t.call('GET', `/webgate${url}`, { cookie, language });
  const post = (url: string, cookie: string, body: Record<string, unknown> = {}, language: 'en' | 'zh' = 'en') =>
    t.call('POST', `/webgate${url}`, { cookie, body, language, headers: { 'x-forwarded-for': '198.51.100.20' } });
  const sessionsOf = async (cookie: string) => {
    const res = await get('/console/personal/sessions', cookie);
    expect(res.json().code).toBe(0);
    return res.json().data as {
      id: string;
      device: string | null;
      ip: string;
      loginPath: string;
      signedInAt: number;
      lastActiveAt: number;
      current: boolean;
    }[];
  };
  const logActions = async (userId: string) =>
    await t.db.selectFrom('operation_logs').select(['action', 'content', 'ip']).where('user_id', '=', userId).orderBy('id').execute();

  describe('active sessions', () => {
    it('lists only this account’s live sessions, with device, masked IP, method and the current one marked', async () => {
      const p = await registerPerson(t);
      const stranger = await registerPerson(t);
      const mine = await signIn(p, '203.0.113.7');
      t.clock.advance(1000);
      await signIn(p, '198.51.100.44', safariOnIphone);
      await signIn(stranger, '192.0.2.9');
      // One that idled past 30 minutes and one signed out are not active.
      const idle = await signIn(p, '192.0.2.10');
      const signedOut = await signIn(p, '192.0.2.11');
      await t.call('POST', '/webgate/user/logout', { cookie: signedOut });
      await t.db
        .updateTable('sessions')
        .set({ last_seen_at: t.clock.now() - 31 * 60_000 })
        .where('ip', '=', '192.0.2.10')
        .execute();
      expect((await whoAmI(idle)).json().code).toBe(-1);

      const list = await sessionsOf(mine);
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({ current: true, ip: '203.0.113.*', device: 'Chrome 120 · Windows', loginPath: 'password' });
      expect(list[1]).toMatchObject({ current: false, ip: '198.51.100.*', device: 'Safari 17 · iOS', loginPath: 'password' });
      expect(list[1]!.signedInAt).toBe(list[0]!.signedInAt + 1000);
      expect(JSON.stringify(list)).not.toContain('203.0.113.7');
    });

    it('leaves out a session past its 12-hour absolute end', async () => {
      const p = await registerPerson(t);
      const old = await signIn(p);
      // Kept busy every 20 minutes, it still ends at 12 hours.
      for (let spent = 0; spent < sessionAbsoluteMs - 20 * 60_000; spent += 20 * 60_000) {
        t.clock.advance(20 * 60_000);
        expect((await whoAmI(old)).json().code).toBe(0);
      }
      const fresh = await signIn(p);
      expect(await sessionsOf(fresh)).toHaveLength(2);
      t.clock.advance(21 * 60_000);
      const list = await sessionsOf(fresh);
      expect(list.map((s) => s.current)).toEqual([true]);
    });

    it('ends another session: its next call answers code 12, and an op-log row says so', async () => {
      const p = await registerPerson(t);
      const mine = await signIn(p);
      const other = await signIn(p, '198.51.100.44', safariOnIphone);
      const target = (await sessionsOf(mine)).find((s) => !s.current)!;
      const res = await post('/console/personal/sessions/end', mine, { sessionId: target.id });
      expect(res.json().code).toBe(0);
      expect((await whoAmI(other)).json()).toMatchObject({ code: 12 });
      expect((await whoAmI(mine)).json().code).toBe(0);
      expect((await sessionsOf(mine)).map((s) => s.id)).not.toContain(target.id);
      const rows = await logActions(p.userId);
      expect(rows.at(-1)).toMatchObject({
        action: 'endSession',
        ip: '198.51.100.20',
        content: `${p.userName}: Safari 17 · iOS (198.51.100.*)`,
      });
      // Ending it again: it is gone.
      expect((await post('/console/personal/sessions/end', mine, { sessionId: target.id })).json().code).toBe(1005001);
    });

    it('refuses to end the current session or another account’s, changing nothing', async () => {
      const p = await registerPerson(t);
      const stranger = await registerPerson(t);
      const mine = await signIn(p);
      const theirs = await signIn(stranger);
      const [current] = await sessionsOf(mine);
      const [theirSession] = await sessionsOf(theirs);
      const before = (await logActions(p.userId)).length;

      const self = await post('/console/personal/sessions/end', mine, { sessionId: current!.id });
      expect(self.statusCode).toBe(400);
      expect(self.json()).toMatchObject({ code: 1005002, data: { fields: [{ field: 'sessionId' }] } });
      const foreign = await post('/console/personal/sessions/end', mine, { sessionId: theirSession!.id }, 'zh');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({
        code: 1005001,
        msg: '该会话不存在或已结束',
        data: { fields: [{ field: 'sessionId', message: '该会话不存在或已结束' }] },
      });
      const unknown = await post('/console/personal/sessions/end', mine, { sessionId: newId(t.clock.now()) });
      expect(unknown.json().code).toBe(1005001);
      const empty = await post('/console/personal/sessions/end', mine, {}, 'zh');
      expect(empty.json()).toMatchObject({ code: 1000400, data: { fields: [{ field: 'sessionId' }] } });
      expect(empty.json().msg).toContain('会话');

      expect((await whoAmI(mine)).json().code).toBe(0);
      expect((await whoAmI(theirs)).json().code).toBe(0);
      expect(await logActions(p.userId)).toHaveLength(before);
    });

    it('ends all other sessions at once, keeping this one', async () => {
      const p = await registerPerson(t);
      const stranger = await registerPerson(t);
      const mine = await signIn(p);
      const a = await signIn(p);
      const b = await signIn(p, newIp(), safariOnIphone);
      const theirs = await signIn(stranger);
      const res = await post('/console/personal/sessions/endOthers', mine);
      expect(res.json()).toMatchObject({ code: 0, data: { ended: 2 } });
      expect((await whoAmI(a)).json().code).toBe(12);
      expect((await whoAmI(b)).json().code).toBe(12);
      expect((await whoAmI(mine)).json().code).toBe(0);
      expect((await whoAmI(theirs)).json().code).toBe(0);
      expect((await sessionsOf(mine)).map((s) => s.current)).toEqual([true]);
      expect((await logActions(p.userId)).at(-1)).toMatchObject({ action: 'endOtherSessions', content: `${p.userName}: 2` });
    });

    it('after a password change the other sessions are gone from the list', async () => {
      const p = await registerPerson(t);
      const mine = await signIn(p);
      await signIn(p);
      expect(await sessionsOf(mine)).toHaveLength(2);
      const changed = await t.call('POST', '/webgate/base/user/updatePass', {
        cookie: mine,
        form: { oldPass: p.password, newPass: 'abc#1234' },
      });
      expect(changed.json().code).toBe(0);
      expect((await sessionsOf(mine)).map((s) => s.current)).toEqual([true]);
    });
  });

  describe('forget: reset the password from inside the console', () => {
    const reset = (cookie: string, body: Record<string, unknown>, language: 'en' | 'zh' = 'en') =>
      post('/console/personal/password/reset', cookie, body, language);
    const sendCode = (cookie: string, channel: string, language: 'en' | 'zh' = 'en') =>
      post('/console/personal/password/code', cookie, { channel }, language);

    it('shows the account’s own phone and e-mail masked', async () => {
      const p = await registerPerson(t);
      const mine = await signIn(p);
      const res = await get('/console/personal/password/targets', mine);
      expect(res.json().data).toEqual({ phone: `${p.phone.slice(0, 3)}****${p.phone.slice(-4)}`, email: `${p.email[0]}***@example.com` });
    });

    it('sends the code only to the account’s own phone or e-mail, in the account’s language', async () => {
      const p = await registerPerson(t, {}, 'zh');
      const mine = await signIn(p);
      // The person's console speaks Chinese (a console in another language is the messages test's, test/platform).
      const byPhone = await sendCode(mine, 'phone', 'zh');
      expect(byPhone.json()).toMatchObject({ code: 0, data: { resendAfter: 60 } });
      expect(await lastMessageTo(t, p.phone)).toMatchObject({ channel: 'sms', purpose: 'reset' });
      expect((await lastMessageTo(t, p.phone))!.text).toContain('重置密码验证码');
      const byMail = await sendCode(mine, 'email', 'zh');
      expect(byMail.json().code).toBe(0);
      expect(await lastMessageTo(t, p.email)).toMatchObject({ channel: 'mail', purpose: 'reset' });
      // Within the minute: the existing throttle.
      expect((await sendCode(mine, 'phone')).json().code).toBe(1002007);
      const other = await sendCode(mine, 'fax');
      expect(other.json()).toMatchObject({ code: 1000400, data: { fields: [{ field: 'channel' }] } });
    });

    it('refuses a channel the account does not have, naming the field', async () => {
      const { cookie } = await signedInUser(t);
      const res = await post('/console/personal/password/code', cookie, { channel: 'phone' }, 'zh');
      expect(res.json()).toMatchObject({
        code: 1005003,
        msg: '该账号未绑定手机号，无法发送验证码',
        data: { fields: [{ field: 'channel' }] },
      });
    });

    it('names the field of a bad password, in en and zh, and changes nothing', async () => {
      const p = await registerPerson(t);
      const mine = await signIn(p);
      await sendCode(mine, 'phone');
      const code = await lastCodeTo(t, p.phone);
      const numeric = await reset(mine, { channel: 'phone', code, password: '12345678', confirmPassword: '12345678' });
      expect(numeric.json()).toMatchObject({
        code: 1000400,
        msg: 'Password: 8-20 characters, with at least two of letters, digits and special characters (!#$%^@&*)',
      });
      // The one rule here too: a common password is refused beside the field, in the caller's language.
      const common = await reset(mine, { channel: 'phone', code, password: 'qwerty123', confirmPassword: 'qwerty123' }, 'zh');
      expect(common.json()).toMatchObject({
        code: 1002016,
        data: { fields: [{ field: 'password', message: '该密码属于最常用的密码，容易被猜中，请换一个' }] },
      });
      const short = await reset(mine, { channel: 'phone', code, password: 'abc1', confirmPassword: 'abc1' }, 'zh');
      expect(short.json().msg).toMatch(/^密码：/);
      expect(short.json().data.fields[0].field).toBe('password');
      const mismatch = await reset(mine, { channel: 'phone', code, password: 'newpass123', confirmPassword: 'newpass124' });
      expect(mismatch.json().msg).toBe('Confirm password: Passwords entered two times are inconsistent');
      // The code was not spent by the refusals.
      expect((await reset(mine, { channel: 'phone', code, password: 'newpass123', confirmPassword: 'newpass123' })).json().code).toBe(0);
    });

    it('refuses a wrong, expired or reused code, changing nothing', async () => {
      const p = await registerPerson(t);
      const mine = await signIn(p);
      await sendCode(mine, 'email');
      const code = await lastCodeTo(t, p.email);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(
        (await reset(mine, { channel: 'email', code: wrong, password: 'newpass123', confirmPassword: 'newpass123' })).json().code,
      ).toBe(1002003);
      // The e-mail's code does not open the phone.
      expect((await reset(mine, { channel: 'phone', code, password: 'newpass123', confirmPassword: 'newpass123' })).json().code).toBe(
        1002003,
      );
      t.clock.advance(5 * 60_000 + 1);
      await whoAmI(mine);
      expect((await reset(mine, { channel: 'email', code, password: 'newpass123', confirmPassword: 'newpass123' })).json().code).toBe(
        1002003,
      );
      expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(0);

      await sendCode(mine, 'email');
      const fresh = await lastCodeTo(t, p.email);
      expect(
        (await reset(mine, { channel: 'email', code: fresh, password: 'newpass123', confirmPassword: 'newpass123' })).json().code,
      ).toBe(0);
      expect(
        (await reset(mine, { channel: 'email', code: fresh, password: 'another123', confirmPassword: 'another123' })).json().code,
      ).toBe(1002003);
      expect((await client(t).signIn(p.userName, 'newpass123')).json().code).toBe(0);
    });

    it('sets the password, ends every other session, logs it and sends a notice', async () => {
      const p: RegisteredPerson = await registerPerson(t);
      const mine = await signIn(p);
      const other = await signIn(p);
      await sendCode(mine, 'phone');
      const res = await reset(mine, {
        channel: 'phone',
        code: await lastCodeTo(t, p.phone),
        password: 'newpass123',
        confirmPassword: 'newpass123',
      });
      expect(res.json().code).toBe(0);
      expect((await whoAmI(other)).json().code).toBe(12);
      expect((await whoAmI(mine)).json().code).toBe(0);
      expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(1002006);
      expect((await client(t).signIn(p.userName, 'newpass123')).json().code).toBe(0);
      const notice = await lastMessageTo(t, p.phone);
      expect(notice).toMatchObject({ channel: 'sms', purpose: 'passwordReset' });
      expect(notice!.text).toContain(p.userName);
      const row = (await logActions(p.userId)).find((r) => r.action === 'resetPasswordInConsole');
      expect(row).toMatchObject({ content: `${p.userName} (${p.phone.slice(0, 3)}****${p.phone.slice(-4)})`, ip: '198.51.100.20' });
    });
  });

  describe('permissions', () => {
    it('answers 401 to a session in an enterprise context, and -1 without a session', async () => {
      const p = await registerPerson(t);
      const cookie = await signIn(p);
      await enterpriseContext(t, p.userId, { name: 'Acme', role: 'master', realNameStatus: 2, checkStatus: 0 });
      for (const url of ['/console/personal/sessions', '/console/personal/password/targets'])
        expect((await get(url, cookie)).json().code).toBe(401);
      const end = await post('/console/personal/sessions/endOthers', cookie);
      expect(end.statusCode).toBe(403);
      expect(end.json().code).toBe(401);
      expect((await post('/console/personal/password/code', cookie, { channel: 'phone' })).json().code).toBe(401);
      expect((await t.call('GET', '/webgate/console/personal/sessions')).json().code).toBe(-1);
    });
  });
});
