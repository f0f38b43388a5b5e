/**
 * The accounts paths (issue 3), under /webgate. Their own zod-free module (`@console/contract/auth-paths`),
 * so the sign-in page can call them without loading the schemas up front.
 */
export const authPaths = {
  captcha: '/base/captcha',
  /** Test mode only (NODE_ENV=test): the answer of a captcha, so e2e and API tests can sign in. */
  captchaTestAnswer: '/base/captcha/testAnswer',
  registerEmailCode: '/base/user/register/emailCode',
  registerVerifyEmail: '/base/user/register/verifyEmail',
  registerActivate: '/base/user/register/activate',
  registerSmsCode: '/base/user/register/smsCode',
  register: '/base/user/register',
  login: '/user/login',
  loginSmsCode: '/base/user/smsCode/login',
  smsLogin: '/user/smsLogin',
  baseSmsLogin: '/base/user/smsLogin',
  logout: '/user/logout',
  baseLogout: '/base/user/logout',
  updatePass: '/base/user/updatePass',
  forgetCode: '/base/user/forget/code',
  forgetReset: '/base/user/forget/reset',
  outbox: '/base/outbox',
} as const;
