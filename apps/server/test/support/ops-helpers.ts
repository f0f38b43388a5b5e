import { expect } from 'vitest';
import { createOperator } from '../../src/features/ops/index.js';
import { operatorCookie } from '../../src/platform/operator-session.js';
import { client, newIp } from './auth-helpers.js';
import { type TestApp, cookieFrom } from './harness.js';

/** Helpers of the back-office tests: an operator's sign-in, and an operator ready to work. */

/** Under the one password rule (8-20, two kinds), and not a common one. */
export const newPassword = 'Correct7Horse!';

/** One source for a file's operator sign-ins, unless a test names another. */
const opsIp = newIp();

/** The back-office sign-in as the form does it: behind a solved captcha and its proof of work. */
export async function signIn(t: TestApp, name: string, password: string, ip = opsIp) {
  return client(t, ip).withCaptcha('/operation-webapi/login', { name, password });
}

/** An operator who has already replaced the one-time password, with a live session. */
export async function readyOperator(t: TestApp, name: string): Promise<{ cookie: string; password: string }> {
  const { password } = await createOperator(t, { name });
  const cookie = cookieFrom(await signIn(t, name, password), operatorCookie);
  const changed = await t.call('POST', '/webgate/operation-webapi/password', { cookie, body: { oldPass: password, newPass: newPassword } });
  expect(changed.json().code).toBe(0);
  return { cookie, password: newPassword };
}
