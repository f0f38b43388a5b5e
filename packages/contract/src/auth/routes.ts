import { defineRoutes } from '../route.js';

/**
 * Accounts: the image captcha, registration in three steps, sign-in by password or SMS
 * code, sign-out, and the change and reset of the password. Paths are under /webgate; the captcha
 * token travels in the `token` header (§7). The sign-in page imports this file (zod-free).
 */
export const authRoutes = defineRoutes('auth', {
  captcha: { method: 'GET', path: '/base/captcha', access: 'public' },
  /** Test mode only (NODE_ENV=test): the answer of a captcha, so e2e and API tests can sign in. */
  captchaTestAnswer: { method: 'GET', path: '/base/captcha/testAnswer', access: 'public' },
  // Registration, step 1: e-mail verification.
  registerEmailCode: { method: 'POST', path: '/base/user/register/emailCode', access: 'public' },
  registerVerifyEmail: { method: 'POST', path: '/base/user/register/verifyEmail', access: 'public' },
  registerActivate: { method: 'POST', path: '/base/user/register/activate', access: 'public' },
  // Registration, step 2: account info.
  registerSmsCode: { method: 'POST', path: '/base/user/register/smsCode', access: 'public' },
  register: { method: 'POST', path: '/base/user/register', access: 'public' },
  // Sign-in.
  login: { method: 'POST', path: '/user/login', access: 'public' },
  loginSmsCode: { method: 'POST', path: '/base/user/smsCode/login', access: 'public' },
  smsLogin: { method: 'POST', path: '/user/smsLogin', access: 'public' },
  /** §7's form-encoded family: the console signs in by SMS here. */
  baseSmsLogin: { method: 'POST', path: '/base/user/smsLogin', access: 'public', encoding: 'form' },
  /** The second sign-in step of a protected account: the pending sign-in and a factor code give the session. */
  loginSecondStep: { method: 'POST', path: '/user/login/secondStep', access: 'public' },
  /** Options for signing in with a passkey instead of the password (a single-use challenge, any account's passkey). */
  loginPasskeyOptions: { method: 'POST', path: '/user/login/passkey/options', access: 'public' },
  /** A passkey's assertion over those options signs in its account (no second step: it is a user-verified possession). */
  loginPasskey: { method: 'POST', path: '/user/login/passkey', access: 'public' },
  /** A POST, not §7's GET: another site's link or image cannot sign the person out (as `account.logout`). */
  logout: { method: 'POST', path: '/user/logout', access: 'public' },
  // Passwords.
  updatePass: { method: 'POST', path: '/base/user/updatePass', access: 'user', encoding: 'form' },
  forgetCode: { method: 'POST', path: '/base/user/forget/code', access: 'public' },
  forgetReset: { method: 'POST', path: '/base/user/forget/reset', access: 'public' },
  /** The single-use link e-mailed to the owner of an account being guessed. */
  unlock: { method: 'POST', path: '/base/user/unlock', access: 'public' },
});
