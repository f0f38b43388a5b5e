import { z } from 'zod';
import { passkeyOptionsSchema } from '../mfa/schemas.js';
import { emailOrPhone, emailPattern, fieldSchemas, phonePattern } from '../validators.js';

// ---- what JSON Schema cannot see of the shared field checks -----------------------------------
// The checks below are refinements; their patterns say the same rule in the OpenAPI document.

const inner = (pattern: RegExp) => pattern.source.replace(/^\^/, '').replace(/\$$/, '');
/** A phone number or an e-mail address (§5). */
export const emailOrPhonePattern = `^(?:${inner(phonePattern)}|${inner(emailPattern)})$`;

const password = fieldSchemas.password;
const account = emailOrPhone.meta({ pattern: emailOrPhonePattern });

const agree = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.literal(true, { error: 'agreementRequired' }));

/** The image captcha's token, sent back in the `token` header with the call its answer is for (§7). */
export const captchaTokenHeaders = z.object({
  token: z.string().max(128).optional(),
  /** The nonce that solves the captcha's proof of work (leading zero bits of SHA-256(token:nonce)). */
  pow: z.string().max(32).optional(),
});

// ---- the captcha --------------------------------------------------------------------------------

/** An image captcha: the token goes back in the `token` header, the answer in `captcha`. */
export const captchaChallengeSchema = z.object({
  token: z.string(),
  /** A PNG image as a data: URL. */
  image: z.string(),
  expiresAt: z.number().int(),
  /** The proof of work: a nonce whose SHA-256(token:nonce) starts with this many zero bits goes in the `pow` header. */
  workBits: z.number().int(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const captchaTestAnswerQuery = z.object({
  token: z.string({ error: 'required' }).min(16, { error: 'invalid' }).max(128, { error: 'invalid' }),
});
export const captchaTestAnswerSchema = z.object({ answer: z.string() });

// ---- registration -------------------------------------------------------------------------------

// Step 1: e-mail verification.
export const registerEmailCodeSchema = z.object({ email: fieldSchemas.email, captcha: fieldSchemas.captcha, agree });
export const registerVerifyEmailSchema = z.object({ email: fieldSchemas.email, code: fieldSchemas.smsCode });
export const registerActivateSchema = z.object({
  activationToken: z.string({ error: 'required' }).min(16, { error: 'invalid' }).max(128, { error: 'invalid' }),
});

/** A proof that the e-mail is verified, valid 24 hours, carried to step 2. */
export const registrationTicketSchema = z.object({ ticket: z.string(), email: z.string(), expiresAt: z.number().int() });
export type RegistrationTicket = z.infer<typeof registrationTicketSchema>;

// Step 2: account info.
export const registerSmsCodeSchema = z.object({
  ticket: z.string({ error: 'required' }).min(1, { error: 'required' }),
  phone: fieldSchemas.phone,
  /** Left out for the first code of a registration: the captcha solved for its e-mail code covers it (15 minutes, once). */
  captcha: fieldSchemas.captcha.optional(),
});
export const registerSchema = z
  .object({
    ticket: z.string({ error: 'required' }).min(1, { error: 'required' }),
    userName: z
      .string({ error: 'required' })
      .trim()
      .min(2, { error: 'tooShort' })
      .max(32, { error: 'tooLong' })
      .regex(/^[\p{L}\p{N}_.-]+$/u, { error: 'invalid' }),
    phone: fieldSchemas.phone,
    code: fieldSchemas.smsCode,
    password,
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
    agree,
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordMismatch' });

// ---- sign-in ------------------------------------------------------------------------------------

export const passwordLoginSchema = z.object({
  userName: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(254, { error: 'tooLong' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'tooLong' }),
  captcha: fieldSchemas.captcha,
});
export const loginSmsCodeSchema = z.object({ phone: fieldSchemas.phone, captcha: fieldSchemas.captcha });
export const smsLoginSchema = z.object({ phone: fieldSchemas.phone, code: fieldSchemas.smsCode });

/** Session user info of §3, kept client-side in session storage. */
export const sessionUserInfoSchema = z.object({ userId: z.string(), userName: z.string(), checkStatus: z.number().int() });
export type SessionUserInfo = z.infer<typeof sessionUserInfoSchema>;

/**
 * A sign-in's answer. With `secondStep: 'code'` the password (or SMS code) was right but the account
 * asks for a second factor: no session yet, only `stepTicket`, the sealed, single-use pending sign-in
 * for `loginSecondStep`. With `mfaSetUpRequired` the session is there, but an enterprise of the person
 * requires a second factor they have not set up: the console leads them to set it up.
 */
export const signInAnswerSchema = sessionUserInfoSchema.extend({
  secondStep: z.literal('code').optional(),
  stepTicket: z.string().optional(),
  mfaSetUpRequired: z.literal(true).optional(),
  /** With `secondStep`, when the account has passkeys: the WebAuthn request options for one of them (its challenge single-use, 5 minutes). */
  passkeyOptions: passkeyOptionsSchema.optional(),
});
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** `POST /base/user/smsLogin` answers status 200 with the session user info (§7). */
export const smsLoginAnswerSchema = signInAnswerSchema.extend({ status: z.literal(200) });
export type SmsLoginAnswer = z.infer<typeof smsLoginAnswerSchema>;

/** Step 3: the account exists and the person is signed in (the session cookie is set). */
export const registeredAccountSchema = sessionUserInfoSchema;
export type RegisteredAccount = z.infer<typeof registeredAccountSchema>;

/** The e-mailed unlock link: the account's id and the link's single-use token. */
export const unlockSchema = z.object({
  account: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64, { error: 'invalid' }),
  token: z.string({ error: 'required' }).min(16, { error: 'invalid' }).max(128, { error: 'invalid' }),
});
export const unlockedAccountSchema = z.object({ userName: z.string() });
export type UnlockedAccount = z.infer<typeof unlockedAccountSchema>;

// ---- passwords ----------------------------------------------------------------------------------

export const updatePassSchema = z.object({ oldPass: z.string({ error: 'required' }).min(1, { error: 'required' }), newPass: password });
export const forgetCodeSchema = z.object({ account, captcha: fieldSchemas.captcha });
export const forgetResetSchema = z
  .object({
    account,
    code: fieldSchemas.smsCode,
    password,
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordMismatch' });
