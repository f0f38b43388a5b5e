import type { CaptchaChallenge, CodeSent, OutboxMessage, RegisteredAccount, RegistrationTicket, SessionUserInfo, SmsLoginAnswer } from '@console/contract';
// Zod-free, because the sign-in page calls these before any schema is loaded.
import { authPaths } from '@console/contract/auth-paths';
import { http } from './http';

/** The captcha token travels in the `token` header (§7), the typed answer in the body. */
const withToken = (token: string | null) => ({ headers: token ? { token } : undefined });

export interface RegisterEmailCodeInput { email: string; captcha: string; agree: boolean }
export interface RegisterInput { ticket: string; userName: string; phone: string; code: string; password: string; confirmPassword: string; agree: boolean }
export interface PasswordLoginInput { userName: string; password: string; captcha: string }
export interface ForgetResetInput { account: string; code: string; password: string; confirmPassword: string }

/** Typed calls of the accounts contract (`@console/contract` authPaths). */
export const authApi = {
  captcha: () => http.get<CaptchaChallenge>(authPaths.captcha),

  registerEmailCode: (body: RegisterEmailCodeInput, token: string | null) => http.post<CodeSent>(authPaths.registerEmailCode, { data: body, ...withToken(token) }),
  registerVerifyEmail: (body: { email: string; code: string }) => http.post<RegistrationTicket>(authPaths.registerVerifyEmail, { data: body }),
  registerActivate: (activationToken: string) => http.post<RegistrationTicket>(authPaths.registerActivate, { data: { activationToken } }),
  registerSmsCode: (body: { ticket: string; phone: string; captcha: string }, token: string | null) =>
    http.post<CodeSent>(authPaths.registerSmsCode, { data: body, ...withToken(token) }),
  register: (body: RegisterInput) => http.post<RegisteredAccount>(authPaths.register, { data: body }),

  login: (body: PasswordLoginInput, token: string | null) => http.post<SessionUserInfo>(authPaths.login, { data: body, ...withToken(token) }),
  loginSmsCode: (body: { phone: string; captcha: string }, token: string | null) => http.post<CodeSent>(authPaths.loginSmsCode, { data: body, ...withToken(token) }),
  /** The form-encoded family of §7: success is `status === 200` in the answer. */
  smsLogin: (body: { phone: string; code: string }, token: string | null) => http.post<SmsLoginAnswer>(authPaths.baseSmsLogin, { form: body, ...withToken(token) }),

  forgetCode: (body: { account: string; captcha: string }, token: string | null) => http.post<CodeSent>(authPaths.forgetCode, { data: body, ...withToken(token) }),
  forgetReset: (body: ForgetResetInput) => http.post<unknown>(authPaths.forgetReset, { data: body }),

  outbox: () => http.get<OutboxMessage[]>(authPaths.outbox),
};
