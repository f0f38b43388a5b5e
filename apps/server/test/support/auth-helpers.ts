import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { TestApp } from './harness.js';
import { listOutbox } from '../../src/providers/outbox.js';

/** Helpers of the accounts tests: a caller at one IP, captchas solved through the test hook, codes read from the outbox. */

export const uniquePhone = () => `1${String(randomInt(3, 10))}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
export const uniqueEmail = () => `p${randomBytes(4).toString('hex')}@example.com`;
export const uniqueName = () => `u${randomBytes(4).toString('hex')}`;

let ipSequence = 0;
/** Every test gets its own client address (TRUST_PROXY=true), so per-IP limits of one test do not spill into another. */
export const newIp = () => {
  ipSequence += 1;
  return `10.${randomInt(0, 250)}.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
};

/** A nonce whose SHA-256(token:nonce) starts with `bits` zero bits: the captcha's proof of work, as the console's solver finds it. */
export function solveWork(token: string, bits: number): string {
  for (let nonce = 0; ; nonce++) {
    const digest = createHash('sha256')
      .update(`${token}:${nonce.toString(36)}`)
      .digest();
    let zeros = 0;
    for (const byte of digest) {
      zeros += byte === 0 ? 8 : Math.clz32(byte) - 24;
      if (byte !== 0) break;
    }
    if (zeros >= bits) return nonce.toString(36);
  }
}

export interface CallAs {
  language?: 'en' | 'zh';
  token?: string;
  /** The proof-of-work nonce of the captcha whose token is `token`. */
  pow?: string;
  cookie?: string;
  form?: Record<string, string>;
}

export function client(t: TestApp, ip = newIp()) {
  const headers = (token?: string, pow?: string) => ({ 'x-forwarded-for': ip, ...(token ? { token } : {}), ...(pow ? { pow } : {}) });
  const self = {
    ip,
    /** A captcha: its answer through the test hook, its proof of work solved here. */
    async captcha(): Promise<{ token: string; answer: string; pow: string; workBits: number }> {
      const challenge = (await t.call('GET', '/webgate/base/captcha', { headers: headers() })).json().data;
      const hook = await t.call('GET', `/webgate/base/captcha/testAnswer?token=${encodeURIComponent(challenge.token)}`, {
        headers: headers(),
      });
      return {
        token: challenge.token,
        answer: hook.json().data.answer,
        pow: solveWork(challenge.token, challenge.workBits),
        workBits: challenge.workBits,
      };
    },
    post(url: string, body: Record<string, unknown> | undefined, options: CallAs = {}) {
      return t.call('POST', `/webgate${url}`, {
        body: options.form ? undefined : (body ?? {}),
        form: options.form,
        headers: headers(options.token, options.pow),
        cookie: options.cookie,
        language: options.language,
      });
    },
    get(url: string, options: CallAs = {}) {
      return t.call('GET', `/webgate${url}`, { headers: headers(options.token), cookie: options.cookie, language: options.language });
    },
    /** A call that needs a captcha: solves a fresh one and sends its token in the `token` header. */
    async withCaptcha(url: string, body: Record<string, unknown>, options: CallAs = {}) {
      const c = await self.captcha();
      return self.post(url, { ...body, captcha: c.answer }, { ...options, token: c.token, pow: c.pow });
    },
    async signIn(userName: string, password: string, options: CallAs = {}) {
      return self.withCaptcha('/user/login', { userName, password }, options);
    },
  };
  return self;
}

/** The newest outbox messages, read where the server writes them (the outbox page's own tests are in test/outbox). */
export async function outbox(
  t: TestApp,
): Promise<{ channel: string; to: string; subject: string | null; text: string; purpose: string; createdAt: number }[]> {
  return listOutbox(t.dataDir, 50);
}

/** The newest message to `to`, if any. */
export async function lastMessageTo(t: TestApp, to: string) {
  return (await outbox(t)).find((m) => m.to === to);
}

export async function lastCodeTo(t: TestApp, to: string): Promise<string> {
  const message = await lastMessageTo(t, to);
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export interface RegisteredPerson {
  userId: string;
  userName: string;
  email: string;
  phone: string;
  password: string;
}

/** The three steps of §1 through the API, as the console does them. */
export async function registerPerson(
  t: TestApp,
  overrides: Partial<Omit<RegisteredPerson, 'userId'>> = {},
  language: 'en' | 'zh' = 'en',
): Promise<RegisteredPerson> {
  const c = client(t);
  const person = { userName: uniqueName(), email: uniqueEmail(), phone: uniquePhone(), password: 'secret9x7', ...overrides };
  const sent = await c.withCaptcha('/base/user/register/emailCode', { email: person.email, agree: true }, { language });
  if (sent.json().code !== 0) throw new Error(`emailCode: ${sent.body}`);
  const verified = await c.post('/base/user/register/verifyEmail', { email: person.email, code: await lastCodeTo(t, person.email) });
  const { ticket } = verified.json().data;
  const sms = await c.withCaptcha('/base/user/register/smsCode', { ticket, phone: person.phone }, { language });
  if (sms.json().code !== 0) throw new Error(`smsCode: ${sms.body}`);
  const done = await c.post(
    '/base/user/register',
    {
      ticket,
      userName: person.userName,
      phone: person.phone,
      code: await lastCodeTo(t, person.phone),
      password: person.password,
      confirmPassword: person.password,
      agree: true,
    },
    { language },
  );
  if (done.json().code !== 0) throw new Error(`register: ${done.body}`);
  // Registration signs the person in; tests start from a person who has since signed out.
  const session = done.cookies.find((k) => k.name === 'esign_session');
  if (session) await t.call('POST', '/webgate/user/logout', { cookie: `esign_session=${session.value}` });
  // The person registered a minute ago: the phone's one-a-minute cooldown (shared by every kind of
  // code) has passed, so a test can send it a code of another purpose at once.
  t.clock.advance(60_000);
  return { ...person, userId: done.json().data.userId };
}
