import { expect } from 'vitest';
import { base32Decode, totpAt, totpStep } from '../../src/features/mfa/totp.js';
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

/** The authenticator app's code for a base32 key, `steps` 30-second steps from the test clock's now. */
export const appCode = (t: TestApp, key: string, steps = 0) => totpAt(base32Decode(key), totpStep(t.clock.now()) + steps);

/**
 * Sets up the operator's authenticator app (every operator must have one before any back-office
 * page): answers its key (for later codes) and the ten recovery codes.
 */
export async function setUpOperatorFactor(t: TestApp, cookie: string, password: string): Promise<{ key: string; recoveryCodes: string[] }> {
  const started = (await t.call('POST', '/webgate/operation-webapi/mfa/totp/start', { cookie })).json();
  expect(started.code).toBe(0);
  const key = started.data.key as string;
  const confirmed = (
    await t.call('POST', '/webgate/operation-webapi/mfa/totp/confirm', { cookie, body: { code: appCode(t, key), password } })
  ).json();
  expect(confirmed.code).toBe(0);
  return { key, recoveryCodes: confirmed.data.recoveryCodes as string[] };
}

/**
 * An operator who has already replaced the one-time password and set up the authenticator app, with
 * a live session (the harness proves operation protection for it when an approval asks).
 */
export async function readyOperator(
  t: TestApp,
  name: string,
): Promise<{ cookie: string; password: string; key: string; recoveryCodes: string[] }> {
  const { password } = await createOperator(t, { name });
  const cookie = cookieFrom(await signIn(t, name, password), operatorCookie);
  const changed = await t.call('POST', '/webgate/operation-webapi/password', { cookie, body: { oldPass: password, newPass: newPassword } });
  expect(changed.json().code).toBe(0);
  return { cookie, password: newPassword, ...(await setUpOperatorFactor(t, cookie, newPassword)) };
}
