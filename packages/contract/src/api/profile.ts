import { z } from 'zod';
import type { RealNameStatus } from '../enums.js';
import { fieldSchemas } from '../validators.js';

/**
 * Personal information (issue 4, pCenterInfo): the profile, the nickname, and the changes of phone
 * and e-mail. Paths are under /webgate.
 */
export const profilePaths = {
  profile: '/console/personal/profile',
  nickname: '/console/personal/nickname',
  /** Phone change, step 1: the account password, then a code to the phone on the account. */
  phoneOldCode: '/console/personal/phone/oldCode',
  /** Step 2: that code advances the step ticket. */
  phoneVerifyOld: '/console/personal/phone/verifyOld',
  /** Step 3: a code to the new phone, then the change. */
  phoneNewCode: '/console/personal/phone/newCode',
  phoneChange: '/console/personal/phone/change',
  emailCode: '/console/personal/email/code',
  emailChange: '/console/personal/email/change',
} as const;

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

export const phoneOldCodeSchema = z.object({ password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'tooLong' }) });
export const phoneVerifyOldSchema = z.object({ changeTicket, code: fieldSchemas.smsCode });
export const phoneNewCodeSchema = z.object({ changeTicket, phone: fieldSchemas.phone });
export const phoneChangeSchema = z.object({ changeTicket, phone: fieldSchemas.phone, code: fieldSchemas.smsCode });

export const emailCodeSchema = z.object({ email: fieldSchemas.email });
export const emailChangeSchema = z.object({ email: fieldSchemas.email, code: fieldSchemas.smsCode });

/** An enterprise the person is a member of, with their role in it. */
export interface JoinedEnterprise {
  name: string;
  role: 'master' | 'admin' | 'member';
}

/** §3 Personal, as the console shows it: phone, e-mail, ID number and bank card masked. */
export interface PersonalProfile {
  userId: string;
  accountName: string;
  nickname: string | null;
  phone: string | null;
  email: string | null;
  registeredAt: number;
  enterprises: JoinedEnterprise[];
  /** Known once real-name authentication has passed; null until then. */
  idNumber: string | null;
  bankCard: string | null;
  realNameStatus: RealNameStatus;
  realNameAt: number | null;
}

/** A step of the phone change passed: the ticket for the next one. */
export interface PhoneChangeTicket {
  changeTicket: string;
  expiresAt: number;
}

/** Step 1 answer: the ticket, the countdown, and the (masked) phone the code went to. */
export interface PhoneOldCodeSent extends PhoneChangeTicket {
  phone: string;
  resendAfter: number;
}
