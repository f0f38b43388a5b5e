import { z } from 'zod';
import { emailOrPhone, fieldSchemas } from '../validators.js';

/**
 * Accounts (issue 3): registration in three steps, sign-in by password or SMS code, reset and change
 * of the password. Paths are under /webgate; the captcha token travels in the `token` header (§7).
 */
export { authPaths } from './authPaths.js';

const agree = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.literal(true, { error: 'agreementRequired' }));

/** An image captcha: the token goes back in the `token` header, the answer in `captcha`. */
export interface CaptchaChallenge {
  token: string;
  /** An SVG image as a data: URL. */
  image: string;
  expiresAt: number;
}

export const captchaTestAnswerQuery = z.object({ token: z.string({ error: 'required' }).min(16, { error: 'invalid' }).max(128, { error: 'invalid' }) });

/** What every call that sends a code answers, whether or not anyone receives it. */
export interface CodeSent {
  /** Seconds until another code may be asked for (§4 countdown). */
  resendAfter: number;
  expiresAt: number;
}

// Step 1: e-mail verification.
export const registerEmailCodeSchema = z.object({ email: fieldSchemas.email, captcha: fieldSchemas.captcha, agree });
export const registerVerifyEmailSchema = z.object({ email: fieldSchemas.email, code: fieldSchemas.smsCode });
export const registerActivateSchema = z.object({ activationToken: z.string({ error: 'required' }).min(16, { error: 'invalid' }).max(128, { error: 'invalid' }) });
/** A proof that the e-mail is verified, valid 24 hours, carried to step 2. */
export interface RegistrationTicket {
  ticket: string;
  email: string;
  expiresAt: number;
}

// Step 2: account info.
export const registerSmsCodeSchema = z.object({ ticket: z.string({ error: 'required' }).min(1, { error: 'required' }), phone: fieldSchemas.phone, captcha: fieldSchemas.captcha });
export const registerSchema = z
  .object({
    ticket: z.string({ error: 'required' }).min(1, { error: 'required' }),
    userName: z.string({ error: 'required' }).trim().min(2, { error: 'tooShort' }).max(32, { error: 'tooLong' }).regex(/^[\p{L}\p{N}_.-]+$/u, { error: 'invalid' }),
    phone: fieldSchemas.phone,
    code: fieldSchemas.smsCode,
    password: fieldSchemas.registerPassword,
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
    agree,
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordMismatch' });

/** Step 3: the account exists; the person signs in next. */
export interface RegisteredAccount {
  userId: string;
  userName: string;
}

// Sign-in.
export const passwordLoginSchema = z.object({
  userName: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(254, { error: 'tooLong' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'tooLong' }),
  captcha: fieldSchemas.captcha,
});
export const loginSmsCodeSchema = z.object({ phone: fieldSchemas.phone, captcha: fieldSchemas.captcha });
export const smsLoginSchema = z.object({ phone: fieldSchemas.phone, code: fieldSchemas.smsCode });
/** `POST /base/user/smsLogin` answers status 200 with the session user info (§7). */
export interface SmsLoginAnswer {
  status: 200;
  userId: string;
  userName: string;
  checkStatus: number;
}

// Passwords.
export const updatePassSchema = z.object({ oldPass: z.string({ error: 'required' }).min(1, { error: 'required' }), newPass: fieldSchemas.password });
export const forgetCodeSchema = z.object({ account: emailOrPhone, captcha: fieldSchemas.captcha });
export const forgetResetSchema = z
  .object({
    account: emailOrPhone,
    code: fieldSchemas.smsCode,
    password: fieldSchemas.registerPassword,
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordMismatch' });

/** A message in the local outbox (outside production), so codes can be read when trying the console. */
export interface OutboxMessage {
  id: string;
  channel: 'mail' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  purpose: string;
  createdAt: number;
}
