import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, lastCodeTo, lastMessageTo, registerPerson, uniqueEmail, uniqueName, uniquePhone } from '../support/auth-helpers.js';
import { type TestApp, cookieFrom, databases, startTestApp } from '../support/harness.js';

const minute = 60_000;
const sessionCookie = 'esign_session';

describe.each(databases)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const operationLog = (userId: string) =>
    t.db.selectFrom('operation_logs').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const whoAmI = (cookie: string) => t.call('POST', '/webgate/base/user/getUserInfo2', { cookie, form: {} });
  const signedIn = async (p: { userName: string; password: string }) => {
    const res = await client(t).signIn(p.userName, p.password);
    expect(res.json().code).toBe(0);
    return cookieFrom(res, sessionCookie);
  };

  describe('captcha', () => {
    it('is an SVG of drawn strokes: the answer is not in the image source', async () => {
      const c = client(t);
      const res = await c.get('/base/captcha');
      expect(res.headers['cache-control']).toBe('no-store');
      const challenge = res.json().data;
      expect(challenge.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(challenge.image.split(',')[1], 'base64').toString('utf8');
      expect(svg).toContain('<path');
      expect(svg).not.toContain('<text');
      const { answer } = (await c.get(`/base/captcha/testAnswer?token=${challenge.token}`)).json().data;
      expect(answer).toMatch(/^[A-Z0-9]{4}$/);
      expect(svg).not.toContain(answer);
    });

    it('is spent by its first check, right or wrong, and accepts the answer in any case', async () => {
      const c = client(t);
      const p = await registerPerson(t);
      const first = await c.captcha();
      const wrong = await c.post(
        '/user/login',
        { userName: p.userName, password: p.password, captcha: first.answer === 'AAAA' ? 'BBBB' : 'AAAA' },
        { token: first.token },
      );
      expect(wrong.json()).toMatchObject({ code: 1002001, msg: 'Wrong image code, please enter the new one' });
      const reused = await c.post(
        '/user/login',
        { userName: p.userName, password: p.password, captcha: first.answer },
        { token: first.token },
      );
      expect(reused.json().code).toBe(1002001);
      const second = await c.captcha();
      const lower = await c.post(
        '/user/login',
        { userName: p.userName, password: p.password, captcha: second.answer.toLowerCase() },
        { token: second.token },
      );
      expect(lower.json().code).toBe(0);
    });

    it('expires after 5 minutes and is refused without the token header', async () => {
      const c = client(t);
      const p = await registerPerson(t);
      const old = await c.captcha();
      t.clock.advance(5 * minute);
      const late = await c.post('/user/login', { userName: p.userName, password: p.password, captcha: old.answer }, { token: old.token });
      expect(late.json().code).toBe(1002001);
      const fresh = await c.captcha();
      const noHeader = await c.post('/user/login', { userName: p.userName, password: p.password, captcha: fresh.answer });
      expect(noHeader.json().code).toBe(1002001);
    });
  });

  describe('registration', () => {
    it('e-mails a code and an activation link in the request language, and keeps the phone encrypted', async () => {
      const p = await registerPerson(t, {}, 'zh');
      const mail = await lastMessageTo(t, p.email);
      expect(mail).toMatchObject({ channel: 'mail', purpose: 'register' });
      expect(mail!.subject).toContain('验证');
      expect(mail!.text).toMatch(/http:\/\/localhost:\d+\/activation\?token=[\w-]{20,}/);
      expect((await lastMessageTo(t, p.phone))!.text).toContain('注册验证码');
      const row = await t.db.selectFrom('users').selectAll().where('id', '=', p.userId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ account_name: p.userName, email: p.email, phone: null, language: 'zh', status: 1 });
      expect(row.phone_cipher).not.toContain(p.phone.slice(3));
      expect(row.phone_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // Nothing of the registration is left once it is done.
      expect(await t.db.selectFrom('pending_registrations').selectAll().where('email', '=', p.email).execute()).toEqual([]);
    });

    it('verifies the e-mail through the activation link, once, and the code of the same e-mail is spent with it', async () => {
      const c = client(t);
      const email = uniqueEmail();
      await c.withCaptcha('/base/user/register/emailCode', { email, agree: true });
      const mail = await lastMessageTo(t, email);
      const token = new URL(/http\S+/.exec(mail!.text)![0]).searchParams.get('token')!;
      const activated = await c.post('/base/user/register/activate', { activationToken: token });
      expect(activated.json()).toMatchObject({
        code: 0,
        data: { email, ticket: expect.any(String), expiresAt: t.clock.now() + 24 * 60 * minute },
      });
      expect((await c.post('/base/user/register/activate', { activationToken: token })).json()).toMatchObject({ code: 1002010 });
      const code = await lastCodeTo(t, email);
      expect((await c.post('/base/user/register/verifyEmail', { email, code })).json().code).toBe(1002003);
      // The ticket carries step 2.
      const phone = uniquePhone();
      const { ticket } = activated.json().data;
      expect((await c.withCaptcha('/base/user/register/smsCode', { ticket, phone })).json()).toMatchObject({
        code: 0,
        data: { resendAfter: 60 },
      });
    });

    it('answers "Email address already registered!" only behind a solved captcha', async () => {
      const p = await registerPerson(t);
      const c = client(t);
      const wrongCaptcha = await c.post(
        '/base/user/register/emailCode',
        { email: p.email, agree: true, captcha: 'ZZZZ' },
        { token: 'not-a-captcha-token-at-all' },
      );
      expect(wrongCaptcha.json()).toMatchObject({ code: 1002001 });
      const solved = await c.withCaptcha('/base/user/register/emailCode', { email: p.email.toUpperCase(), agree: true });
      expect(solved.statusCode).toBe(409);
      expect(solved.json()).toMatchObject({ code: 1002002, msg: 'Email address already registered!' });
      const zh = await c.withCaptcha('/base/user/register/emailCode', { email: p.email, agree: true }, { language: 'zh' });
      expect(zh.json().msg).toBe('该邮箱已注册！');
    });

    it('requires the registration agreement, naming it in the user’s language', async () => {
      const c = client(t);
      const en = await c.withCaptcha('/base/user/register/emailCode', { email: uniqueEmail(), agree: false });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({
        code: 1000400,
        msg: 'Registration agreement: You have not yet agreed to registration agreement',
        data: { fields: [{ field: 'agree' }] },
      });
      const zh = await c.withCaptcha('/base/user/register/emailCode', { email: uniqueEmail() }, { language: 'zh' });
      expect(zh.json().data.fields[0].field).toBe('agree');
      expect(zh.json().msg).toMatch(/^.+：.+$/);
    });

    it('says "Wrong verification code!" for a wrong e-mail code and checks the step-2 rules with field names', async () => {
      const c = client(t);
      const email = uniqueEmail();
      await c.withCaptcha('/base/user/register/emailCode', { email, agree: true });
      const code = await lastCodeTo(t, email);
      const wrong = await c.post('/base/user/register/verifyEmail', { email, code: code === '000000' ? '111111' : '000000' });
      expect(wrong.json()).toMatchObject({ code: 1002003, msg: 'Wrong verification code!' });
      const { ticket } = (await c.post('/base/user/register/verifyEmail', { email, code })).json().data;
      const base = { ticket, userName: uniqueName(), phone: uniquePhone(), code: '123456', agree: true };
      const mismatch = await c.post('/base/user/register', { ...base, password: 'secret123', confirmPassword: 'secret124' });
      expect(mismatch.json()).toMatchObject({ code: 1000400, msg: 'Confirm password: Passwords entered two times are inconsistent' });
      const numeric = await c.post(
        '/base/user/register',
        { ...base, password: '12345678', confirmPassword: '12345678' },
        { language: 'zh' },
      );
      expect(numeric.json().data.fields[0].field).toBe('password');
      expect(numeric.json().msg.startsWith('密码：')).toBe(true);
      const badPhone = await c.post('/base/user/register', { ...base, phone: '2345', password: 'secret123', confirmPassword: 'secret123' });
      expect(badPhone.json().msg).toBe('Phone: please enter a correct phone');
      const phoneAsName = await c.post('/base/user/register', {
        ...base,
        userName: uniquePhone(),
        password: 'secret123',
        confirmPassword: 'secret123',
      });
      expect(phoneAsName.json().code).toBe(1002012);
    });

    it('refuses a taken account name, and tells that a phone is taken only to whoever holds its code', async () => {
      const p = await registerPerson(t);
      await expect(registerPerson(t, { userName: p.userName })).rejects.toThrow(/1002011/);
      const c = client(t);
      const email = uniqueEmail();
      await c.withCaptcha('/base/user/register/emailCode', { email, agree: true });
      const { ticket } = (await c.post('/base/user/register/verifyEmail', { email, code: await lastCodeTo(t, email) })).json().data;
      const body = { ticket, userName: uniqueName(), phone: p.phone, password: 'secret123', confirmPassword: 'secret123', agree: true };
      const guessed = await c.post('/base/user/register', { ...body, code: '123456' });
      expect(guessed.json().code).toBe(1002003);
      t.clock.advance(minute);
      await c.withCaptcha('/base/user/register/smsCode', { ticket, phone: p.phone });
      const holder = await c.post('/base/user/register', { ...body, code: await lastCodeTo(t, p.phone) });
      expect(holder.json()).toMatchObject({ code: 1002013, msg: 'This phone number is already registered' });
    });

    it('leaves nothing behind when abandoned: no person, and the pending step expires after 24 hours', async () => {
      const c = client(t);
      const email = uniqueEmail();
      const usersBefore = (await t.db.selectFrom('users').select('id').execute()).length;
      await c.withCaptcha('/base/user/register/emailCode', { email, agree: true });
      const { ticket } = (await c.post('/base/user/register/verifyEmail', { email, code: await lastCodeTo(t, email) })).json().data;
      const phone = uniquePhone();
      await c.withCaptcha('/base/user/register/smsCode', { ticket, phone });
      expect((await t.db.selectFrom('users').select('id').execute()).length).toBe(usersBefore);
      expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);

      t.clock.advance(24 * 60 * minute);
      const expired = await c.post('/base/user/register', {
        ticket,
        userName: uniqueName(),
        phone,
        code: await lastCodeTo(t, phone),
        password: 'secret123',
        confirmPassword: 'secret123',
        agree: true,
      });
      expect(expired.json()).toMatchObject({ code: 1002009 });
      // The next registration anywhere sweeps what expired.
      await client(t).withCaptcha('/base/user/register/emailCode', { email: uniqueEmail(), agree: true });
      expect(await t.db.selectFrom('pending_registrations').select('id').where('email', '=', email).execute()).toEqual([]);
      expect((await t.db.selectFrom('users').select('id').execute()).length).toBe(usersBefore);
    });
  });

  describe('password sign-in', () => {
    it('starts a new HttpOnly, SameSite=Lax session and never reuses a presented one', async () => {
      const p = await registerPerson(t);
      const c = client(t);
      const first = await c.signIn(p.userName, p.password);
      const cookie = first.cookies.find((x) => x.name === sessionCookie)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeFalsy();
      expect(cookie.value).toMatch(/^[\w-]{43}$/);
      const oldCookie = `${sessionCookie}=${cookie.value}`;
      const second = await c.signIn(p.userName, p.password, { cookie: oldCookie });
      const newCookie = cookieFrom(second, sessionCookie);
      expect(newCookie).not.toBe(oldCookie);
      expect((await whoAmI(oldCookie)).json().code).toBe(-1);
      expect((await whoAmI(newCookie)).json()).toMatchObject({ code: 0, data: { user: { userId: p.userId } } });
      // Only hashes are stored.
      const stored = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', p.userId).execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(cookie.value);
    });

    it('answers an unknown account exactly like a wrong password', async () => {
      const p = await registerPerson(t);
      const c = client(t);
      const wrong = await c.signIn(p.userName, 'not-it-123');
      const unknown = await c.signIn(uniqueName(), 'not-it-123');
      expect(wrong.statusCode).toBe(unknown.statusCode);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toMatchObject({ code: 1002006, msg: 'Wrong account or password' });
      expect((await c.signIn(uniqueEmail(), 'x', { language: 'zh' })).json().msg).toBe('账号或密码错误');

      // That an unknown account still costs one argon2 verification is shown in platform/password.test.ts.
    });

    it('locks the account for 15 minutes after 5 failures, for unknown names alike, then lets the owner in', async () => {
      const p = await registerPerson(t);
      const c = client(t);
      const ghost = uniqueName();
      for (let i = 1; i <= 4; i++) {
        expect((await c.signIn(p.userName, `wrong${i}abc`)).json().code).toBe(1002006);
        expect((await c.signIn(ghost, `wrong${i}abc`)).json().code).toBe(1002006);
      }
      const fifth = await c.signIn(p.email, 'wrong5abc');
      const ghostFifth = await c.signIn(ghost, 'wrong5abc');
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toMatchObject({
        code: 1002005,
        msg: 'Too many failed attempts: the account is locked, please try again in 15 min',
      });
      expect(ghostFifth.json()).toEqual(fifth.json());
      expect(fifth.headers['retry-after']).toBe('900');
      // The right password does not open a locked account, by any of its names.
      t.clock.advance(14 * minute);
      const locked = await c.signIn(p.phone, p.password);
      expect(locked.json()).toMatchObject({ code: 1002005, msg: expect.stringContaining('in 1 min') });
      expect(locked.headers['retry-after']).toBe('60');
      t.clock.advance(minute);
      expect((await c.signIn(p.userName, p.password)).json().code).toBe(0);
    });

    it('holds an IP that keeps failing, longer each time', async () => {
      const c = client(t);
      for (let i = 0; i < 20; i++) expect((await c.signIn(uniqueName(), 'wrong-pass1')).json().code).toBe(1002006);
      const held = await c.signIn(uniqueName(), 'wrong-pass1');
      expect(held.json().code).toBe(1002006);
      const refused = await c.signIn(uniqueName(), 'wrong-pass1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 1000429 });
      expect(refused.headers['retry-after']).toBe('300');
      // Another address is not affected.
      const p = await registerPerson(t);
      expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(0);
      t.clock.advance(5 * minute);
      for (let i = 0; i < 21; i++) await c.signIn(uniqueName(), 'wrong-pass1');
      const again = await c.signIn(uniqueName(), 'wrong-pass1');
      expect(again.headers['retry-after']).toBe('600');
    });

    it('rehashes a password stored with older argon2 parameters', async () => {
      const p = await registerPerson(t);
      const weak = await hash(p.password, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
      await t.db.updateTable('users').set({ password_hash: weak }).where('id', '=', p.userId).execute();
      expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(0);
      const row = await t.db.selectFrom('users').select('password_hash').where('id', '=', p.userId).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(0);
    });

    it('names the field in the user’s language when input is missing', async () => {
      const c = client(t);
      const en = await c.post('/user/login', { userName: 'someone', captcha: 'ABCD' });
      expect(en.json()).toMatchObject({
        code: 1000400,
        msg: 'Password: Password cannot be empty',
        data: { fields: [{ field: 'password' }] },
      });
      const zh = await c.post('/user/login', { userName: 'someone', captcha: 'ABCD' }, { language: 'zh' });
      expect(zh.json().msg).toBe('密码：密码不能为空');
    });
  });

  describe('SMS sign-in and codes', () => {
    it('signs in form-encoded at /base/user/smsLogin answering status 200, and by JSON at /user/smsLogin', async () => {
      const p = await registerPerson(t);
      const c = client(t);
      const sent = await c.withCaptcha('/base/user/smsCode/login', { phone: p.phone });
      expect(sent.json()).toMatchObject({ code: 0, data: { resendAfter: 60, expiresAt: t.clock.now() + 5 * minute } });
      const form = await c.post('/base/user/smsLogin', undefined, { form: { phone: p.phone, code: await lastCodeTo(t, p.phone) } });
      expect(form.json()).toEqual({
        code: 0,
        msg: 'Success',
        data: { status: 200, userId: p.userId, userName: p.userName, checkStatus: 0 },
      });
      expect((await whoAmI(cookieFrom(form, sessionCookie))).json().code).toBe(0);
      t.clock.advance(minute);
      await c.withCaptcha('/base/user/smsCode/login', { phone: p.phone });
      const json = await c.post('/user/smsLogin', { phone: p.phone, code: await lastCodeTo(t, p.phone) });
      expect(json.json().data).toMatchObject({ status: 200, userId: p.userId });
    });

    it('takes a code once, only within 5 minutes, and voids it after 5 wrong tries', async () => {
      const p = await registerPerson(t);
      const c = client(t);
      const login = (code: string) => c.post('/user/smsLogin', { phone: p.phone, code });
      // Single use.
      await c.withCaptcha('/base/user/smsCode/login', { phone: p.phone });
      const code = await lastCodeTo(t, p.phone);
      expect((await login(code)).json().code).toBe(0);
      expect((await login(code)).json()).toMatchObject({ code: 1002003, msg: 'Wrong verification code!' });
      // 5 minutes.
      t.clock.advance(minute);
      await c.withCaptcha('/base/user/smsCode/login', { phone: p.phone });
      const late = await lastCodeTo(t, p.phone);
      t.clock.advance(5 * minute - 1);
      t.clock.advance(1);
      expect((await login(late)).json().code).toBe(1002003);
      await c.withCaptcha('/base/user/smsCode/login', { phone: p.phone });
      const inTime = await lastCodeTo(t, p.phone);
      t.clock.advance(5 * minute - 1000);
      expect((await login(inTime)).json().code).toBe(0);
      // Five wrong tries and the right code is void too.
      t.clock.advance(minute);
      await c.withCaptcha('/base/user/smsCode/login', { phone: p.phone });
      const right = await lastCodeTo(t, p.phone);
      const wrong = right === '999999' ? '000000' : '999999';
      for (let i = 0; i < 4; i++) expect((await login(wrong)).json().code).toBe(1002003);
      // The fifth wrong try is also the account's fifth failure: it locks.
      expect((await login(wrong)).json().code).toBe(1002005);
      t.clock.advance(15 * minute);
      expect((await login(right)).json().code).toBe(1002003);
    });

    it('throttles sends: 60 s per recipient, 5 an hour, with Retry-After', async () => {
      const p = await registerPerson(t);
      // The registration's own SMS counted in this hour; start a fresh hour.
      t.clock.advance(60 * minute);
      const c = client(t);
      const send = () => c.withCaptcha('/base/user/smsCode/login', { phone: p.phone });
      expect((await send()).json().code).toBe(0);
      const first = await lastCodeTo(t, p.phone);
      t.clock.advance(20_000);
      const soon = await send();
      expect(soon.statusCode).toBe(429);
      expect(soon.json()).toMatchObject({
        code: 1002007,
        msg: 'A code was just sent, please wait 40 seconds before asking for another',
        data: { retryAfter: 40 },
      });
      expect(soon.headers['retry-after']).toBe('40');
      // A refused send leaves the code already sent working.
      expect((await c.post('/user/smsLogin', { phone: p.phone, code: first })).json().code).toBe(0);
      t.clock.advance(40_000);
      for (let i = 2; i <= 5; i++) {
        expect((await send()).json().code).toBe(0);
        t.clock.advance(61_000);
      }
      const sixth = await send();
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ code: 1002008 });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(3600);
      t.clock.advance(Number(sixth.headers['retry-after']) * 1000);
      expect((await send()).json().code).toBe(0);
    });

    it('caps sends per IP', async () => {
      const c = client(t);
      let last;
      for (let i = 0; i < 31; i++) last = await c.withCaptcha('/base/user/smsCode/login', { phone: uniquePhone() });
      expect(last!.statusCode).toBe(429);
      expect(last!.json().code).toBe(1000429);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('answers a phone without an account the same, and sends nothing to it', async () => {
      const p = await registerPerson(t);
      const stranger = uniquePhone();
      const c = client(t);
      const known = await c.withCaptcha('/base/user/smsCode/login', { phone: p.phone });
      const unknown = await c.withCaptcha('/base/user/smsCode/login', { phone: stranger });
      expect(unknown.json()).toEqual(known.json());
      expect(await lastMessageTo(t, stranger)).toBeUndefined();
      expect((await lastMessageTo(t, p.phone))!.text).toMatch(/sign-in code is \d{6}, valid for 5 minutes/);
      // Throttles apply to both alike.
      const again = [
        await c.withCaptcha('/base/user/smsCode/login', { phone: p.phone }),
        await c.withCaptcha('/base/user/smsCode/login', { phone: stranger }),
      ];
      expect(again[0]!.json()).toEqual(again[1]!.json());
      const guess = await c.post('/user/smsLogin', { phone: stranger, code: '123456' });
      const wrong = await c.post('/user/smsLogin', {
        phone: p.phone,
        code: (await lastCodeTo(t, p.phone)) === '123456' ? '654321' : '123456',
      });
      expect(guess.json()).toEqual(wrong.json());
    });
  });

  describe('sign-out and passwords', () => {
    // The console's sign-out, GET /base/user/logout, is the account's (test/account).
    it('signs out at /user/logout, ending the session', async () => {
      const p = await registerPerson(t);
      const cookie = await signedIn(p);
      const out = await t.call('GET', '/webgate/user/logout', { cookie });
      expect(out.json().code).toBe(0);
      expect(out.cookies.find((x) => x.name === sessionCookie)?.value).toBe('');
      expect((await whoAmI(cookie)).json().code).toBe(-1);
      expect((await t.call('GET', '/webgate/user/logout')).json().code).toBe(0);
    });

    it('changes the password (form-encoded), ending the other sessions with code 12 and keeping this one', async () => {
      const p = await registerPerson(t);
      const mine = await signedIn(p);
      const other = await signedIn(p);
      const wrongOld = await t.call('POST', '/webgate/base/user/updatePass', {
        cookie: mine,
        form: { oldPass: 'nope1234', newPass: 'abc#123' },
      });
      expect(wrongOld.json()).toMatchObject({ code: 1002014, msg: 'The current password is wrong' });
      const badNew = await t.call('POST', '/webgate/base/user/updatePass', {
        cookie: mine,
        form: { oldPass: p.password, newPass: 'abcdefgh' },
      });
      expect(badNew.json()).toMatchObject({ code: 1000400, msg: 'New password: 1-16个字符，至少包含数字、字母、特殊字符任意两种组合' });
      const zh = await t.call('POST', '/webgate/base/user/updatePass', { cookie: mine, form: { oldPass: p.password }, language: 'zh' });
      expect(zh.json().msg).toBe('新密码：新密码不能为空');
      const ok = await t.call('POST', '/webgate/base/user/updatePass', { cookie: mine, form: { oldPass: p.password, newPass: 'abc#123' } });
      expect(ok.json().code).toBe(0);
      expect((await whoAmI(mine)).json().code).toBe(0);
      const kicked = await whoAmI(other);
      expect(kicked.json().code).toBe(12);
      expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(1002006);
      expect((await client(t).signIn(p.userName, 'abc#123')).json().code).toBe(0);
    });

    it('limits guesses of the current password from a session', async () => {
      const p = await registerPerson(t);
      const cookie = await signedIn(p);
      for (let i = 0; i < 4; i++)
        expect(
          (await t.call('POST', '/webgate/base/user/updatePass', { cookie, form: { oldPass: `guess${i}x`, newPass: 'abc#123' } })).json()
            .code,
        ).toBe(1002014);
      expect(
        (await t.call('POST', '/webgate/base/user/updatePass', { cookie, form: { oldPass: 'guess5x', newPass: 'abc#123' } })).json().code,
      ).toBe(1002005);
      expect(
        (await t.call('POST', '/webgate/base/user/updatePass', { cookie, form: { oldPass: p.password, newPass: 'abc#123' } })).json().code,
      ).toBe(1002005);
    });

    it('resets the password by e-mail or phone code, ending every session', async () => {
      const p = await registerPerson(t, {}, 'zh');
      const session = await signedIn(p);
      const c = client(t);
      const byMail = await c.withCaptcha('/base/user/forget/code', { account: p.email });
      expect(byMail.json().code).toBe(0);
      const mail = await lastMessageTo(t, p.email);
      expect(mail).toMatchObject({ channel: 'mail', purpose: 'reset' });
      expect(mail!.subject).toContain('重置');
      const mismatch = await c.post('/base/user/forget/reset', {
        account: p.email,
        code: '000000',
        password: 'newpass123',
        confirmPassword: 'newpass124',
      });
      expect(mismatch.json().msg).toBe('Confirm password: Passwords entered two times are inconsistent');
      const reset = await c.post('/base/user/forget/reset', {
        account: p.email,
        code: await lastCodeTo(t, p.email),
        password: 'newpass123',
        confirmPassword: 'newpass123',
      });
      expect(reset.json().code).toBe(0);
      expect((await whoAmI(session)).json().code).toBe(12);
      expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(1002006);
      expect((await client(t).signIn(p.userName, 'newpass123')).json().code).toBe(0);
      // And by phone.
      await c.withCaptcha('/base/user/forget/code', { account: p.phone });
      expect((await lastMessageTo(t, p.phone))!.text).toContain('重置密码验证码');
      const byPhone = await c.post('/base/user/forget/reset', {
        account: p.phone,
        code: await lastCodeTo(t, p.phone),
        password: 'phonepass9',
        confirmPassword: 'phonepass9',
      });
      expect(byPhone.json().code).toBe(0);
      expect((await client(t).signIn(p.phone, 'phonepass9')).json().code).toBe(0);
    });

    it('answers a reset request the same whether the account exists, sending only to a real one', async () => {
      const p = await registerPerson(t);
      const c = client(t);
      const stranger = uniqueEmail();
      const known = await c.withCaptcha('/base/user/forget/code', { account: p.email });
      const unknown = await c.withCaptcha('/base/user/forget/code', { account: stranger });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      expect(await lastMessageTo(t, stranger)).toBeUndefined();
      const guessed = await c.post('/base/user/forget/reset', {
        account: stranger,
        code: '123456',
        password: 'newpass123',
        confirmPassword: 'newpass123',
      });
      expect(guessed.json()).toMatchObject({ code: 1002003 });
      const bad = await c.post('/base/user/forget/code', { account: 'not-an-account', captcha: 'ABCD' });
      expect(bad.json()).toMatchObject({ code: 1000400, msg: 'Account: enter correct email or phone' });
      const empty = await c.post('/base/user/forget/code', { account: '', captcha: 'ABCD' }, { language: 'zh' });
      expect(empty.json().data.fields[0]).toMatchObject({ field: 'account' });
    });

    it('writes operation-log rows for sign-in, failed sign-in, sign-out and password change, with IP and no personal data in the clear', async () => {
      const p = await registerPerson(t);
      const c = client(t);
      await c.signIn(p.email, 'wrong-pass1');
      const signIn = await c.signIn(p.userName, p.password);
      const cookie = cookieFrom(signIn, sessionCookie);
      await t.call('POST', '/webgate/base/user/updatePass', {
        cookie,
        form: { oldPass: p.password, newPass: 'abc#123' },
        headers: { 'x-forwarded-for': c.ip },
      });
      await t.call('GET', '/webgate/user/logout', { cookie, headers: { 'x-forwarded-for': c.ip } });
      const rows = await operationLog(p.userId);
      expect(rows.map((r) => r.action)).toEqual(['signInFailed', 'signIn', 'changePassword', 'signOut']);
      for (const row of rows) {
        expect(row).toMatchObject({ service: 'account', ip: c.ip });
        expect(row.created_at).toBe(t.clock.now());
        expect(row.content).not.toContain(p.email);
        expect(row.content).not.toContain(p.phone);
      }
      await c.withCaptcha('/base/user/smsCode/login', { phone: p.phone });
      await c.post('/user/smsLogin', { phone: p.phone, code: '000000' });
      const unknownEmail = uniqueEmail();
      await c.signIn(unknownEmail, 'wrong-pass1');
      const all = await t.db.selectFrom('operation_logs').select('content').where('action', '=', 'signInFailed').execute();
      const contents = all.map((r) => r.content).join('\n');
      expect(contents).not.toContain(p.phone);
      expect(contents).not.toContain(unknownEmail);
      expect(contents).toContain(`${p.phone.slice(0, 3)}****${p.phone.slice(-4)}`);
    });
  });
});

describe('accounts in production and behind https', () => {
  // The outbox's absence in production is the outbox's test (test/outbox).
  it('has no captcha answer hook in production', async () => {
    const t = await startTestApp('sqlite', { NODE_ENV: 'production' });
    try {
      const challenge = (await t.call('GET', '/webgate/base/captcha')).json().data;
      expect((await t.call('GET', `/webgate/base/captcha/testAnswer?token=${challenge.token}`)).statusCode).toBe(404);
      expect(await t.db.selectFrom('captchas').select('test_answer').execute()).toEqual([{ test_answer: null }]);
    } finally {
      await t.close();
    }
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const t = await startTestApp('sqlite', { PUBLIC_URL: 'https://console.example.com' });
    try {
      const p = await registerPerson(t);
      expect((await lastMessageTo(t, p.email))!.text).toContain('https://console.example.com/activation?token=');
      const res = await client(t).signIn(p.userName, p.password);
      expect(res.cookies.find((x) => x.name === sessionCookie)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await t.close();
    }
  });
});
