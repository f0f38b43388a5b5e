// Zod-free, because the sign-in page calls these before any schema is loaded: routes come from the
// contract's zod-free subpath, answers are typed from the endpoint table (types only).
import { authRoutes as r } from '@console/contract/auth/routes';
import { call } from '../../api/http';
import type { CaptchaProof } from './CaptchaInput';

/** The captcha token travels in the `token` header (§7), its proof of work in `pow`, the typed answer in the body. */
const captchaHeaders = (proof: CaptchaProof | null) => (proof ? { token: proof.token, pow: proof.pow } : undefined);

export interface RegisterEmailCodeInput {
  email: string;
  captcha: string;
  agree: boolean;
}
export interface RegisterInput {
  ticket: string;
  userName: string;
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
}
export interface PasswordLoginInput {
  userName: string;
  password: string;
  captcha: string;
}
export interface ForgetResetInput {
  account: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** Calls of the accounts capability; paths and answers come from the endpoint table. */
export const authApi = {
  captcha: () => call(r.captcha),

  registerEmailCode: (body: RegisterEmailCodeInput, proof: CaptchaProof | null) =>
    call(r.registerEmailCode, { body, headers: captchaHeaders(proof) }),
  registerVerifyEmail: (body: { email: string; code: string }) => call(r.registerVerifyEmail, { body }),
  registerActivate: (activationToken: string) => call(r.registerActivate, { body: { activationToken } }),
  /** Without `captcha` for the registration's first phone code: step 1's captcha covers it. */
  registerSmsCode: (body: { ticket: string; phone: string; captcha?: string }, proof: CaptchaProof | null) =>
    call(r.registerSmsCode, { body, headers: captchaHeaders(proof) }),
  register: (body: RegisterInput) => call(r.register, { body }),

  login: (body: PasswordLoginInput, proof: CaptchaProof | null) => call(r.login, { body, headers: captchaHeaders(proof) }),
  loginSmsCode: (body: { phone: string; captcha: string }, proof: CaptchaProof | null) =>
    call(r.loginSmsCode, { body, headers: captchaHeaders(proof) }),
  /** The form-encoded family of §7: success is `status === 200` in the answer. */
  smsLogin: (body: { phone: string; code: string }, token: string | null) =>
    call(r.baseSmsLogin, { body, headers: token ? { token } : undefined }),
  /** A protected account's second step: the pending sign-in and a factor code give the session. */
  loginPasskeyOptions: () => call(r.loginPasskeyOptions),
  loginPasskey: (passkey: Record<string, unknown>) => call(r.loginPasskey, { body: { passkey } as never }),
  loginSecondStep: (body: { stepTicket: string; code?: string; passkey?: Record<string, unknown>; trustDevice: boolean }) =>
    call(r.loginSecondStep, { body: body as never }),

  forgetCode: (body: { account: string; captcha: string }, proof: CaptchaProof | null) =>
    call(r.forgetCode, { body, headers: captchaHeaders(proof) }),
  /** The e-mailed unlock link of an account being guessed. */
  unlock: (body: { account: string; token: string }) => call(r.unlock, { body }),
  forgetReset: (body: ForgetResetInput) => call(r.forgetReset, { body }),
};
