import { z } from 'zod';
import { realNameStatusSchema } from '../common.js';
import { fieldSchemas } from '../validators.js';

// ---- personal information (pCenterInfo) -----------------------------------------------------

/** How long a step ticket of the phone change stays usable. */
export const phoneChangeTicketValidityMs = 10 * 60_000;
export const nicknameMaxLength = 32;

/** Letters and digits of any script (CJK included), spaces and . _ - ; anything else is refused, not stripped. */
export const nicknamePattern = /^[\p{L}\p{N} ._-]+$/u;

export const nicknameSchema = z.object({
  nickname: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(nicknameMaxLength, { error: 'tooLong' })
    .regex(nicknamePattern, { error: 'nickname' }),
});

const changeTicket = z.string({ error: 'required' }).trim().min(16, { error: 'required' }).max(128, { error: 'invalid' });

export const phoneOldCodeSchema = z.object({
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'tooLong' }),
});
export const phoneVerifyOldSchema = z.object({ changeTicket, code: fieldSchemas.smsCode });
export const phoneNewCodeSchema = z.object({ changeTicket, phone: fieldSchemas.phone });
export const phoneChangeSchema = z.object({ changeTicket, phone: fieldSchemas.phone, code: fieldSchemas.smsCode });

export const emailCodeSchema = z.object({ email: fieldSchemas.email });
export const emailChangeSchema = z.object({ email: fieldSchemas.email, code: fieldSchemas.smsCode });

export const memberRoles = ['master', 'admin', 'member'] as const;

/** An enterprise the person is a member of, with their role in it. */
export const joinedEnterpriseSchema = z.object({ name: z.string(), role: z.enum(memberRoles) });
export type JoinedEnterprise = z.infer<typeof joinedEnterpriseSchema>;

/** §3 Personal, as the console shows it: phone, e-mail, ID number and bank card masked. */
export const personalProfileSchema = z.object({
  userId: z.string(),
  accountName: z.string(),
  nickname: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  registeredAt: z.number().int(),
  enterprises: z.array(joinedEnterpriseSchema),
  /** Known once real-name authentication has passed; null until then. */
  idNumber: z.string().nullable(),
  bankCard: z.string().nullable(),
  realNameStatus: realNameStatusSchema,
  realNameAt: z.number().int().nullable(),
});
export type PersonalProfile = z.infer<typeof personalProfileSchema>;

/** A step of the phone change passed: the ticket for the next one. */
export const phoneChangeTicketSchema = z.object({ changeTicket: z.string(), expiresAt: z.number().int() });
export type PhoneChangeTicket = z.infer<typeof phoneChangeTicketSchema>;

/** Step 1 answer: the ticket, the countdown, and the (masked) phone the code went to. */
export const phoneOldCodeSentSchema = phoneChangeTicketSchema.extend({ phone: z.string(), resendAfter: z.number().int() });
export type PhoneOldCodeSent = z.infer<typeof phoneOldCodeSentSchema>;

// ---- account security (securityCenter) ------------------------------------------------------

/** One live session of the account, as the person may see it: the IP's last part is masked. */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** Browser and operating system read from the user agent; null when neither is recognised. */
  device: z.string().nullable(),
  ip: z.string(),
  /** How it signed in: password, sms or certificate. */
  loginPath: z.string(),
  signedInAt: z.number().int(),
  lastActiveAt: z.number().int(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const endedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

export const endSessionSchema = z.object({
  sessionId: z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).max(64, { error: 'invalid' }),
});

/** Where the in-console reset code goes: the account's own phone or its own e-mail. */
export const resetChannels = ['phone', 'email'] as const;
export type ResetChannel = (typeof resetChannels)[number];
const channel = z.enum(resetChannels, { error: 'required' });

/** The account's own targets, masked ('138****5678'); null when the account has none of that kind. */
export const resetTargetsSchema = z.object({ phone: z.string().nullable(), email: z.string().nullable() });
export type ResetTargets = z.infer<typeof resetTargetsSchema>;

export const consoleResetCodeSchema = z.object({ channel });
export const consoleResetSchema = z
  .object({
    channel,
    code: fieldSchemas.smsCode,
    password: fieldSchemas.password,
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordMismatch' });

// ---- the back office's person picker ------------------------------------------------------------

/** How many people one search answers: a picker shows a short list and the operator types more. */
export const peoplePickMax = 20;
export const opsPeopleQuery = z.object({ keyword: z.string().trim().max(64).default('') });
/** A person as operators see them: the account name, the nickname and the phone masked. */
export const personPickSchema = z.object({
  id: z.string(),
  accountName: z.string(),
  nickname: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PersonPick = z.infer<typeof personPickSchema>;
export const personPickListSchema = z.object({ list: z.array(personPickSchema) });
