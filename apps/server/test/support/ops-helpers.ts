import { expect } from 'vitest';
import { createOperator } from '../../src/features/ops/index.js';
import { operatorCookie } from '../../src/platform/operator-session.js';
import { type TestApp, cookieFrom } from './harness.js';

/** Helpers of the back-office tests: an operator's sign-in, and an operator ready to work. */

export const newPassword = 'correct horse battery';

export async function signIn(t: TestApp, name: string, password: string) {
  return t.call('POST', '/webgate/operation-webapi/login', { body: { name, password } });
}

/** An operator who has already replaced the one-time password, with a live session. */
export async function readyOperator(t: TestApp, name: string): Promise<{ cookie: string; password: string }> {
  const { password } = await createOperator(t, { name });
  const cookie = cookieFrom(await signIn(t, name, password), operatorCookie);
  const changed = await t.call('POST', '/webgate/operation-webapi/password', { cookie, body: { oldPass: password, newPass: newPassword } });
  expect(changed.json().code).toBe(0);
  return { cookie, password: newPassword };
}
