import { z } from 'zod';
import { freeText } from '../validators.js';

/** How long a consent link works. */
export const mfaResetValidityMs = 24 * 60 * 60_000;

/** Where a request stands: waiting for the person's consent, done (factors removed), declined, or expired unanswered. */
export const mfaResetStatuses = ['waiting', 'done', 'declined', 'expired'] as const;
export type MfaResetStatus = (typeof mfaResetStatuses)[number];

export const mfaResetCreateSchema = z.object({
  userId: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'tooLong' }),
  reason: freeText({ required: true }),
});

export const mfaResetItemSchema = z.object({
  id: z.string(),
  accountName: z.string(),
  operatorName: z.string(),
  reason: z.string(),
  status: z.enum(mfaResetStatuses),
  /** How the link went, and to what (masked). */
  channel: z.enum(['mail', 'sms']),
  sentTo: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type MfaResetItem = z.infer<typeof mfaResetItemSchema>;

/** The consent link's secret, from the page's URL fragment. */
export const mfaResetTokenSchema = z.object({ token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128) });

export const mfaResetDecideSchema = mfaResetTokenSchema.extend({ accept: z.boolean() });

/** What the consent page shows: who asked and why, and exactly what confirming removes. */
export const mfaResetViewSchema = z.object({
  /** The account, masked (the link may be forwarded). */
  accountName: z.string(),
  operatorName: z.string(),
  reason: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  removes: z.object({
    totp: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    passkeys: z.array(z.string()),
    trustedDevices: z.number().int(),
    signInProtection: z.boolean(),
  }),
});
export type MfaResetView = z.infer<typeof mfaResetViewSchema>;

export const mfaResetDecidedSchema = z.object({ status: z.enum(['done', 'declined']) });
