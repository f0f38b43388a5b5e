import { z } from 'zod';
import { fieldSchemas } from '../validators.js';

/**
 * Account security of the personal center (issue 4 item 2): the account's active sessions and the
 * in-console password reset (`forget`). The password change itself is §7 `base/user/updatePass`.
 */
export const securityPaths = {
  sessions: '/console/personal/sessions',
  endSession: '/console/personal/sessions/end',
  endOtherSessions: '/console/personal/sessions/endOthers',
  resetTargets: '/console/personal/password/targets',
  resetCode: '/console/personal/password/code',
  reset: '/console/personal/password/reset',
} as const;

/** One live session of the account, as the person may see it: the IP's last part is masked. */
export interface ActiveSession {
  id: string;
  /** Browser and operating system read from the user agent; null when neither is recognised. */
  device: string | null;
  ip: string;
  /** How it signed in: password, sms or certificate. */
  loginPath: string;
  signedInAt: number;
  lastActiveAt: number;
  /** The session this request came with. */
  current: boolean;
}

export interface EndedSessions {
  ended: number;
}

export const endSessionSchema = z.object({
  sessionId: z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).max(64, { error: 'invalid' }),
});

/** Where the in-console reset code goes: the account's own phone or its own e-mail. */
export const resetChannels = ['phone', 'email'] as const;
export type ResetChannel = (typeof resetChannels)[number];
const channel = z.enum(resetChannels, { error: 'required' });

/** The account's own targets, masked ('138****5678'); null when the account has none of that kind. */
export interface ResetTargets {
  phone: string | null;
  email: string | null;
}

export const consoleResetCodeSchema = z.object({ channel });
export const consoleResetSchema = z
  .object({
    channel,
    code: fieldSchemas.smsCode,
    password: fieldSchemas.registerPassword,
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordMismatch' });
