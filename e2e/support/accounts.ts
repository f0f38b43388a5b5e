import { createHash } from 'node:crypto';
import { type CaptchaChallenge, type RegistrationTicket, authRoutes, requiredHeaders } from '@console/contract';
import { type APIRequestContext, type Locator, type Page, expect, request as requests } from '@playwright/test';
import { baseURL, codeIn, latestMessage } from './server';

/** People and API calls that journeys share: registering someone is the setup of many journeys. */

let serial = 0;
/**
 * A person nobody registered yet. Names and addresses carry no runs of digits, so the only number
 * in a message is its code (codeIn takes the first run of 4-8 digits).
 */
export function newPerson() {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${serial}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const digits = `${Date.now() % 1e7}`.padStart(7, '0');
  return {
    email: `e2e.${stamp}@example.com`,
    phone: `139${digits}${serial % 10}`,
    userName: `e2e_${stamp}`,
    password: `Journey${serial}pass`,
  };
}
export type Person = ReturnType<typeof newPerson>;

// ---- The server's side of a journey -----------------------------------------------------------

export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { data?: unknown; token?: string; pow?: string } = {},
): Promise<T> {
  const res = await request.fetch(`${baseURL}/webgate${path}`, {
    method,
    data: options.data,
    headers: {
      ...requiredHeaders,
      'Accept-Language': 'en',
      ...(options.token ? { token: options.token } : {}),
      ...(options.pow ? { pow: options.pow } : {}),
    },
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${method} ${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * The captcha's proof of work, solved here as the console's browser solver does: a nonce whose
 * SHA-256(token:nonce) starts with `bits` zero bits. (The answer itself comes from the test hook.)
 */
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

/**
 * The answer of a captcha, through the hook that exists only when the server runs with NODE_ENV=test
 * (and answers only a peer on the server's own machine).
 */
export async function captchaAnswer(request: APIRequestContext, token: string): Promise<string> {
  const { answer } = await call<{ answer: string }>(
    request,
    'GET',
    `${authRoutes.captchaTestAnswer.path}?token=${encodeURIComponent(token)}`,
  );
  return answer;
}

/**
 * A captcha and its answer. The server issues at most 60 captchas a minute to one IP, and every
 * journey runs from 127.0.0.1, so this waits out a 429 as any client must: for its Retry-After.
 */
export async function solvedCaptcha(request: APIRequestContext) {
  for (let attempt = 0; ; attempt++) {
    const res = await request.fetch(`${baseURL}/webgate${authRoutes.captcha.path}`, {
      headers: { ...requiredHeaders, 'Accept-Language': 'en' },
    });
    if (res.status() === 429 && attempt < 3) {
      await new Promise((resolve) => setTimeout(resolve, Number(res.headers()['retry-after'] ?? 1) * 1000 + 100));
      continue;
    }
    const body = (await res.json()) as { code: number; msg: string; data: CaptchaChallenge };
    if (body.code !== 0) throw new Error(`GET ${authRoutes.captcha.path}: ${body.code} ${body.msg}`);
    return {
      token: body.data.token,
      answer: await captchaAnswer(request, body.data.token),
      pow: solveWork(body.data.token, body.data.workBits),
    };
  }
}

/** When a code last went to each recipient from these helpers: one code a minute to a recipient, whatever it is for. */
const lastSent = new Map<string, number>();

/**
 * Waits until a new code may go to these recipients (61 s after the last one a helper sent them), as a
 * person would wait for the resend button: the server keeps one cooldown per recipient across every
 * kind of code, so the sign-in code cannot follow the registration code within the minute.
 */
export async function afterCodeCooldown(...recipients: string[]): Promise<void> {
  const until = Math.max(0, ...recipients.map((r) => (lastSent.get(r) ?? 0) + 61_000));
  const wait = until - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Registers through the API from a client address of its own (the e2e server trusts X-Forwarded-For), for
 * journeys that have no address of their own: every registration from 127.0.0.1 through the one shared
 * server would otherwise spend the same per-address budget of registration codes.
 */
export async function registerFromOwnAddress(person: Person): Promise<void> {
  registrations += 1;
  const address = `10.${process.pid % 250}.${Math.floor(registrations / 250) % 250}.${(registrations % 250) + 1}`;
  const request = await requests.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  try {
    await registerByApi(request, person);
  } finally {
    await request.dispose();
  }
}
let registrations = 0;

/** Registers through the API (the journey under test is elsewhere), codes read from the outbox. */
export async function registerByApi(request: APIRequestContext, person: Person): Promise<void> {
  const since = Date.now();
  let captcha = await solvedCaptcha(request);
  await call(request, 'POST', authRoutes.registerEmailCode.path, {
    data: { email: person.email, captcha: captcha.answer, agree: true },
    token: captcha.token,
    pow: captcha.pow,
  });
  lastSent.set(person.email, Date.now());
  const mail = await latestMessage('mail', person.email, { after: since });
  const { ticket } = await call<RegistrationTicket>(request, 'POST', authRoutes.registerVerifyEmail.path, {
    data: { email: person.email, code: codeIn(mail.text) },
  });
  captcha = await solvedCaptcha(request);
  await call(request, 'POST', authRoutes.registerSmsCode.path, {
    data: { ticket, phone: person.phone, captcha: captcha.answer },
    token: captcha.token,
    pow: captcha.pow,
  });
  lastSent.set(person.phone, Date.now());
  const sms = await latestMessage('sms', person.phone, { after: since });
  await call(request, 'POST', authRoutes.register.path, {
    data: {
      ticket,
      userName: person.userName,
      phone: person.phone,
      code: codeIn(sms.text),
      password: person.password,
      confirmPassword: person.password,
      agree: true,
    },
  });
  // Registration signs the person in (in this request context's cookie jar); journeys start signed out.
  await call(request, 'POST', authRoutes.logout.path);
}

/**
 * Signs a registered person in through the API, in a cookie jar of its own (sign-in rotates the
 * session, so a jar that already held one would end it); returns the session cookie's value.
 */
export async function signInByApi(person: Person): Promise<string> {
  const request = await requests.newContext();
  const captcha = await solvedCaptcha(request);
  const res = await request.fetch(`${baseURL}/webgate${authRoutes.login.path}`, {
    method: 'POST',
    data: { userName: person.userName, password: person.password, captcha: captcha.answer },
    headers: { ...requiredHeaders, 'Accept-Language': 'en', token: captcha.token, pow: captcha.pow },
  });
  const cookie = /esign_session=([^;]+)/.exec(res.headers()['set-cookie'] ?? '')?.[1];
  if (!cookie) throw new Error(`sign-in gave no session cookie: ${await res.text()}`);
  await request.dispose();
  return cookie;
}

// ---- The page's side --------------------------------------------------------------------------

/**
 * Draws a new image code in `scope` by clicking the image (as a person who cannot read it would),
 * learns the new token from the captcha response, and types the answer the test hook gives. The
 * page solves the proof of work itself, as it does for a person.
 */
export async function solveCaptchaIn(page: Page, scope: Locator): Promise<void> {
  const image = scope.getByTestId('captcha-image');
  // The first image must be in before a click asks for the next, or the two answers could cross.
  await expect(image.locator('img')).toBeVisible();
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === `/webgate${authRoutes.captcha.path}` && r.request().method() === 'GET'),
    image.click(),
  ]);
  const { data } = (await response.json()) as { data: CaptchaChallenge };
  await expect(image.locator('img')).toHaveAttribute('src', data.image);
  const answer = await captchaAnswer(page.request, data.token);
  await scope.locator('input[maxlength="4"]').fill(answer);
}
