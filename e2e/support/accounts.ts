import { type CaptchaChallenge, type RegistrationTicket, authRoutes, requiredHeaders } from '@console/contract';
import { type APIRequestContext, request as requests } from '@playwright/test';
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
  options: { data?: unknown; token?: string } = {},
): Promise<T> {
  const res = await request.fetch(`${baseURL}/webgate${path}`, {
    method,
    data: options.data,
    headers: { ...requiredHeaders, 'Accept-Language': 'en', ...(options.token ? { token: options.token } : {}) },
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${method} ${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** The answer of a captcha, through the hook that exists only when the server runs with NODE_ENV=test. */
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
    return { token: body.data.token, answer: await captchaAnswer(request, body.data.token) };
  }
}

/** Registers through the API (the journey under test is elsewhere), codes read from the outbox. */
export async function registerByApi(request: APIRequestContext, person: Person): Promise<void> {
  const since = Date.now();
  let captcha = await solvedCaptcha(request);
  await call(request, 'POST', authRoutes.registerEmailCode.path, {
    data: { email: person.email, captcha: captcha.answer, agree: true },
    token: captcha.token,
  });
  const mail = await latestMessage('mail', person.email, { after: since });
  const { ticket } = await call<RegistrationTicket>(request, 'POST', authRoutes.registerVerifyEmail.path, {
    data: { email: person.email, code: codeIn(mail.text) },
  });
  captcha = await solvedCaptcha(request);
  await call(request, 'POST', authRoutes.registerSmsCode.path, {
    data: { ticket, phone: person.phone, captcha: captcha.answer },
    token: captcha.token,
  });
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
    headers: { ...requiredHeaders, 'Accept-Language': 'en', token: captcha.token },
  });
  const cookie = /esign_session=([^;]+)/.exec(res.headers()['set-cookie'] ?? '')?.[1];
  if (!cookie) throw new Error(`sign-in gave no session cookie: ${await res.text()}`);
  await request.dispose();
  return cookie;
}
