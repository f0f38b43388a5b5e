import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RegisteredPerson,
  client,
  lastCodeTo,
  lastMessageTo,
  registerPerson,
  uniqueEmail,
  uniquePhone,
} from '../support/auth-helpers.js';
import { type TestApp, cookieFrom, databases, startTestApp } from '../support/harness.js';
import { enterpriseContext } from '../support/enterprise-helpers.js';

const minute = 60_000;

describe.each(databases)('personal information on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A registered person, signed in, with a client at their own address. */
  async function person(overrides: Partial<RegisteredPerson> = {}) {
    const p = await registerPerson(t, overrides);
    const c = client(t);
    const res = await c.signIn(p.userName, p.password);
    expect(res.json().code).toBe(0);
    const cookie = cookieFrom(res, 'esign_session');
    return {
      ...p,
      c,
      cookie,
      post: (url: string, body: Record<string, unknown>, language?: 'en' | 'zh') => c.post(url, body, { cookie, language }),
    };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  const profileOf = async (p: Person) => (await p.c.get('/console/personal/profile', { cookie: p.cookie })).json();
  const logOf = (userId: string) =>
    t.db.selectFrom('operation_logs').selectAll().where('user_id', '=', userId).where('service', '=', 'profile').orderBy('id').execute();
  const phoneHashOf = async (userId: string) =>
    (await t.db.selectFrom('users').select('phone_hash').where('id', '=', userId).executeTakeFirstOrThrow()).phone_hash;

  /** Steps 1 and 2: the ticket for the new phone. */
  async function pastOldPhone(p: Person): Promise<string> {
    const step1 = await p.post('/console/personal/phone/oldCode', { password: p.password });
    expect(step1.json().code).toBe(0);
    const step2 = await p.post('/console/personal/phone/verifyOld', {
      changeTicket: step1.json().data.changeTicket,
      code: await lastCodeTo(t, p.phone),
    });
    expect(step2.json().code).toBe(0);
    return step2.json().data.changeTicket;
  }

  describe('profile', () => {
    it('shows every field with the phone and e-mail masked, and the enterprises joined with their role', async () => {
      const p = await person({ phone: '13812345678' });
      await enterpriseContext(t, p.userId, { name: 'Acme Signing', role: 'admin', realNameStatus: 2, checkStatus: 0 });
      expect((await p.c.get('/console/personal/profile', { cookie: p.cookie })).json().code).toBe(401);
      expect((await p.post('/console/personal/nickname', { nickname: 'x' })).json().code).toBe(401);
      expect((await p.post('/console/personal/phone/oldCode', { password: p.password })).json().code).toBe(401);
      expect((await p.post('/console/personal/email/code', { email: uniqueEmail() })).json().code).toBe(401);
    });

    it('needs a signed-in person', async () => {
      expect((await client(t).get('/console/personal/profile')).json().code).toBe(-1);
    });
  });

  describe('nickname', () => {
    it('is changed and logged', async () => {
      const p = await person();
      expect((await p.post('/console/personal/nickname', { nickname: '  小王 Wang_1.0-b ' })).json().code).toBe(0);
      expect((await profileOf(p)).data.nickname).toBe('小王 Wang_1.0-b');
      expect((await logOf(p.userId)).map((r) => r.action)).toEqual(['changeNickname']);
    });

    it('refuses special characters and over 32 characters, naming the field in en and zh, and keeps the old one', async () => {
      const p = await person();
      await p.post('/console/personal/nickname', { nickname: 'Kept' });
      const en = (await p.post('/console/personal/nickname', { nickname: 'bad<script>' }, 'en')).json();
      expect(en.code).toBe(1000400);
      expect(en.data.fields).toEqual([
        { field: 'nickname', message: 'Only letters, digits, Chinese characters, spaces and . _ - are allowed' },
      ]);
      expect(en.msg).toContain('Nickname');
      const zh = (await p.post('/console/personal/nickname', { nickname: 'a'.repeat(33) }, 'zh')).json();
      expect(zh.code).toBe(1000400);
      expect(zh.msg).toContain('昵称');
      expect(zh.data.fields[0].field).toBe('nickname');
      const empty = (await p.post('/console/personal/nickname', { nickname: '   ' }, 'en')).json();
      expect(empty.data.fields[0].message).toBe('Nickname cannot be empty');
      expect((await profileOf(p)).data.nickname).toBe('Kept');
    });
  });

  describe('phone change', () => {
    it('goes password → old phone code → new phone code, changes the phone, logs it masked and tells the old phone', async () => {
      const p = await person();
      const ticket = await pastOldPhone(p);
      const newPhone = uniquePhone();
      expect((await p.post('/console/personal/phone/newCode', { changeTicket: ticket, phone: newPhone })).json().code).toBe(0);
      const done = await p.post('/console/personal/phone/change', {
        changeTicket: ticket,
        phone: newPhone,
        code: await lastCodeTo(t, newPhone),
      });
      expect(done.json().code).toBe(0);
      expect((await profileOf(p)).data.phone).toBe(`${newPhone.slice(0, 3)}****${newPhone.slice(-4)}`);
      // The new phone signs in; the old one no longer finds the account.
      expect((await client(t).signIn(newPhone, p.password)).json().code).toBe(0);
      expect((await client(t).signIn(p.phone, p.password)).json().code).not.toBe(0);
      const log = await logOf(p.userId);
      expect(log.map((r) => r.action)).toEqual(['changePhone']);
      expect(log[0]!.content).not.toContain(newPhone);
      expect(log[0]!.content).not.toContain(p.phone);
      expect(log[0]!.content).toContain(`${newPhone.slice(0, 3)}****${newPhone.slice(-4)}`);
      const notice = await lastMessageTo(t, p.phone);
      expect(notice?.purpose).toBe('phone_changed');
      expect(notice?.text).not.toContain(newPhone);
      // The ticket was spent with the change.
      expect((await p.post('/console/personal/phone/newCode', { changeTicket: ticket, phone: uniquePhone() })).json().code).toBe(1004002);
    });

    it('refuses a wrong password beside the field, and locks after 5', async () => {
      const p = await person();
      const wrong = (await p.post('/console/personal/phone/oldCode', { password: 'wrong-one' })).json();
      expect(wrong.code).toBe(1002014);
      expect(wrong.data.fields[0].field).toBe('password');
      expect(await lastMessageTo(t, p.phone)).toMatchObject({ purpose: 'register' });
      for (let i = 0; i < 3; i++) await p.post('/console/personal/phone/oldCode', { password: 'wrong-one' });
      expect((await p.post('/console/personal/phone/oldCode', { password: 'wrong-one' })).json().code).toBe(1002005);
      // Locked: even the right password is refused until the lock ends.
      expect((await p.post('/console/personal/phone/oldCode', { password: p.password })).json().code).toBe(1002005);
      t.clock.advance(16 * minute);
      expect((await p.post('/console/personal/phone/oldCode', { password: p.password })).json().code).toBe(0);
    });

    it('refuses a wrong, an expired and a reused old-phone code', async () => {
      const p = await person();
      const step1 = (await p.post('/console/personal/phone/oldCode', { password: p.password })).json().data;
      const code = await lastCodeTo(t, p.phone);
      const wrong = (
        await p.post('/console/personal/phone/verifyOld', {
          changeTicket: step1.changeTicket,
          code: code === '000000' ? '111111' : '000000',
        })
      ).json();
      expect(wrong.code).toBe(1002003);
      expect(wrong.data.fields[0].field).toBe('code');
      t.clock.advance(6 * minute);
      expect((await p.post('/console/personal/phone/verifyOld', { changeTicket: step1.changeTicket, code })).json().code).toBe(1002003);

      const again = (await p.post('/console/personal/phone/oldCode', { password: p.password })).json().data;
      const fresh = await lastCodeTo(t, p.phone);
      expect((await p.post('/console/personal/phone/verifyOld', { changeTicket: again.changeTicket, code: fresh })).json().code).toBe(0);
      // The code and the step-1 ticket are both spent.
      expect((await p.post('/console/personal/phone/verifyOld', { changeTicket: again.changeTicket, code: fresh })).json().code).toBe(
        1004002,
      );
    });

    it('expires the step ticket after 10 minutes', async () => {
      const p = await person();
      const ticket = await pastOldPhone(p);
      t.clock.advance(11 * minute);
      expect((await p.post('/console/personal/phone/newCode', { changeTicket: ticket, phone: uniquePhone() })).json().code).toBe(1004002);
    });

    it('refuses to skip a step: a forged ticket, the step-1 ticket at step 3, another person’s ticket', async () => {
      const p = await person();
      const other = await person();
      const forged = 'f'.repeat(43);
      expect((await p.post('/console/personal/phone/newCode', { changeTicket: forged, phone: uniquePhone() })).json().code).toBe(1004002);
      const step1 = (await p.post('/console/personal/phone/oldCode', { password: p.password })).json().data;
      const newPhone = uniquePhone();
      const skip = (await p.post('/console/personal/phone/newCode', { changeTicket: step1.changeTicket, phone: newPhone })).json();
      expect(skip.code).toBe(1004002);
      expect(skip.data.fields[0].field).toBe('changeTicket');
      expect(await lastMessageTo(t, newPhone)).toBeUndefined();
      const othersTicket = await pastOldPhone(other);
      expect((await p.post('/console/personal/phone/newCode', { changeTicket: othersTicket, phone: newPhone })).json().code).toBe(1004002);
      expect(
        (await p.post('/console/personal/phone/change', { changeTicket: othersTicket, phone: newPhone, code: '123456' })).json().code,
      ).toBe(1004002);
      expect(await lastMessageTo(t, newPhone)).toBeUndefined();
    });

    it('refuses the current phone and another account’s phone beside the phone field, without naming the account', async () => {
      const p = await person();
      const other = await person();
      const ticket = await pastOldPhone(p);
      const same = (await p.post('/console/personal/phone/newCode', { changeTicket: ticket, phone: p.phone }, 'zh')).json();
      expect(same.code).toBe(1004003);
      expect(same.data.fields).toEqual([{ field: 'phone', message: '新手机号与当前手机号相同' }]);
      const taken = (await p.post('/console/personal/phone/newCode', { changeTicket: ticket, phone: other.phone })).json();
      expect(taken.code).toBe(1004004);
      expect(taken.data.fields[0].field).toBe('phone');
      expect(JSON.stringify(taken)).not.toContain(other.userName);
      // Nor at the last step, even with a code the other person received.
      const before = await phoneHashOf(p.userId);
      expect(
        (await p.post('/console/personal/phone/change', { changeTicket: ticket, phone: other.phone, code: '123456' })).json().code,
      ).toBe(1004004);
      expect(await phoneHashOf(p.userId)).toBe(before);
      expect(await logOf(p.userId)).toEqual([]);
    });

    it('refuses a wrong new-phone code and changes nothing', async () => {
      const p = await person();
      const ticket = await pastOldPhone(p);
      const newPhone = uniquePhone();
      await p.post('/console/personal/phone/newCode', { changeTicket: ticket, phone: newPhone });
      const code = await lastCodeTo(t, newPhone);
      const before = await phoneHashOf(p.userId);
      const wrong = (
        await p.post('/console/personal/phone/change', {
          changeTicket: ticket,
          phone: newPhone,
          code: code === '000000' ? '111111' : '000000',
        })
      ).json();
      expect(wrong.code).toBe(1002003);
      expect(await phoneHashOf(p.userId)).toBe(before);
      // A code sent to one new phone does not change to another.
      expect((await p.post('/console/personal/phone/change', { changeTicket: ticket, phone: uniquePhone(), code })).json().code).toBe(
        1002003,
      );
      expect(await phoneHashOf(p.userId)).toBe(before);
    });
  });

  describe('e-mail change', () => {
    it('sends a code to the new address, changes it, logs it masked and tells the old address', async () => {
      const p = await person();
      const newEmail = uniqueEmail();
      expect((await p.post('/console/personal/email/code', { email: newEmail.toUpperCase() })).json().code).toBe(0);
      const wrong = (
        await p.post('/console/personal/email/change', {
          email: newEmail,
          code: '000000' === (await lastCodeTo(t, newEmail)) ? '111111' : '000000',
        })
      ).json();
      expect(wrong.code).toBe(1002003);
      const done = await p.post('/console/personal/email/change', { email: newEmail, code: await lastCodeTo(t, newEmail) });
      expect(done.json().code).toBe(0);
      expect((await profileOf(p)).data.email).toBe(`${newEmail[0]}***@example.com`);
      const log = await logOf(p.userId);
      expect(log.map((r) => r.action)).toEqual(['changeEmail']);
      expect(log[0]!.content).not.toContain(newEmail);
      expect(log[0]!.content).not.toContain(p.email);
      const notice = await lastMessageTo(t, p.email);
      expect(notice?.purpose).toBe('email_changed');
      // Sent again, the same code changes nothing more: the address is now the current one.
      expect((await p.post('/console/personal/email/change', { email: newEmail, code: await lastCodeTo(t, newEmail) })).json().code).toBe(
        1004005,
      );
    });

    it('refuses the current address and another account’s address beside the e-mail field', async () => {
      const p = await person();
      const other = await person();
      const same = (await p.post('/console/personal/email/code', { email: p.email })).json();
      expect(same.code).toBe(1004005);
      expect(same.data.fields[0].field).toBe('email');
      const taken = (await p.post('/console/personal/email/code', { email: other.email }, 'zh')).json();
      expect(taken.code).toBe(1004006);
      expect(taken.data.fields).toEqual([{ field: 'email', message: '该邮箱已被其他账号使用' }]);
      expect(await lastMessageTo(t, other.email)).toMatchObject({ purpose: 'register' });
      const bad = (await p.post('/console/personal/email/code', { email: 'not an email' })).json();
      expect(bad.data.fields[0]).toEqual({ field: 'email', message: 'Wrong format of email address' });
    });

    it('keeps to the send throttle: a second code within 60 s is refused', async () => {
      const p = await person();
      const newEmail = uniqueEmail();
      expect((await p.post('/console/personal/email/code', { email: newEmail })).json().code).toBe(0);
      expect((await p.post('/console/personal/email/code', { email: newEmail })).json().code).toBe(1002007);
    });
  });
});
