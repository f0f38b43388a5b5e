import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAlphabet, randomCaptchaAnswer } from '../../src/features/auth/captcha-image.js';
import { client, lastCodeTo, uniqueEmail, uniqueName, uniquePhone } from '../support/auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

const minute = 60_000;

describe('the captcha alphabet', () => {
  it('leaves out characters a person mixes up, keeping at most one of each look-alike group', () => {
    for (const c of '0O1IL5S2Z8B6GUVQ') expect(captchaAlphabet).not.toContain(c);
    for (const group of ['EF', 'PR', 'KX', 'D0OQ', 'CG6'])
      expect([...group].filter((c) => captchaAlphabet.includes(c)).length).toBeLessThanOrEqual(1);
    expect(captchaAlphabet.length).toBeGreaterThanOrEqual(15);
    for (let i = 0; i < 50; i++) for (const c of randomCaptchaAnswer()) expect(captchaAlphabet).toContain(c);
  });
});

/**
 * Registration asks for one captcha: the one solved to e-mail the code covers the registration's
 * first phone code, once, for 15 minutes, and nothing else.
 */
describe.each(databases)('registration with one captcha on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Step 1 behind one captcha, to the registration ticket. */
  async function stepOne(c: ReturnType<typeof client>, email = uniqueEmail()) {
    expect((await c.withCaptcha('/base/user/register/emailCode', { email, agree: true })).json().code).toBe(0);
    const verified = (await c.post('/base/user/register/verifyEmail', { email, code: await lastCodeTo(t, email) })).json();
    expect(verified.code).toBe(0);
    return verified.data.ticket as string;
  }
  const smsCode = (c: ReturnType<typeof client>, ticket: string, phone: string) => c.post('/base/user/register/smsCode', { ticket, phone });

  it('registers with the one captcha of step 1', async () => {
    const c = client(t);
    const ticket = await stepOne(c);
    const phone = uniquePhone();
    expect((await smsCode(c, ticket, phone)).json().code).toBe(0);
    const password = 'secret9x7';
    const done = await c.post('/base/user/register', {
      ticket,
      userName: uniqueName(),
      phone,
      code: await lastCodeTo(t, phone),
      password,
      confirmPassword: password,
      agree: true,
    });
    expect(done.json().code).toBe(0);
  });

  it('covers one phone code of that registration only, for 15 minutes, and opens nothing else', async () => {
    const c = client(t);
    const first = await stepOne(c);
    // A second phone code of the same registration asks for the image code.
    expect((await smsCode(c, first, uniquePhone())).json().code).toBe(0);
    t.clock.advance(minute + 1);
    const again = await smsCode(c, first, uniquePhone());
    expect(again.json()).toMatchObject({ code: 1002040, msg: 'Enter the image code to send the code' });
    expect((await c.post('/base/user/register/smsCode', { ticket: first, phone: uniquePhone() }, { language: 'zh' })).json().msg).toBe(
      '请输入图形验证码后再获取验证码',
    );
    // With one, it sends.
    expect((await c.withCaptcha('/base/user/register/smsCode', { ticket: first, phone: uniquePhone() })).json().code).toBe(0);

    // Another registration's pass is its own: a registration whose pass lapsed cannot borrow it.
    const late = await stepOne(c);
    t.clock.advance(15 * minute + 1);
    const other = await stepOne(client(t));
    expect((await smsCode(c, late, uniquePhone())).json().code).toBe(1002040);
    expect((await smsCode(client(t), other, uniquePhone())).json().code).toBe(0);

    // Nor does step 1's captcha stand in for the one of signing in.
    const noCaptcha = await c.post('/user/login', { userName: uniqueName(), password: 'secret9x7', captcha: 'ACDE' });
    expect(noCaptcha.json().code).toBe(1002001);
  });
});
