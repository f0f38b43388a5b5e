import type { signInFields as en } from '../en/sign-in-fields.js';

/**
 * The field names the sign-in route's forms speak of: in the core phrases, loaded before the first
 * render; the rest of `fields` loads with the Ant Design frame (the login bundle's budget).
 */
export const signInFields: Record<keyof typeof en, string> = {
  phone: '手机号',
  password: '密码',
  code: '验证码',
  captcha: '图形验证码',
  userName: '账户名',
  account: '账号',
};
