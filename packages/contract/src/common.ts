import { z } from 'zod';
import type { RealNameStatus } from './enums.js';

/** A page of a list: its rows, the total and where it is (spec: lists take pageNum/pageSize). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() });

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export const idParam = z.object({ id: z.string().min(1).max(64) });

/** What every call that sends a code answers, whether or not anyone receives it. */
export const codeSentSchema = z.object({
  /** Seconds until another code may be asked for (§4 countdown). */
  resendAfter: z.number().int(),
  expiresAt: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/** The answer of a call that answers nothing but success. */
export const nothing = z.null();

/** The real-name statuses of §4 by code (0 not authenticated … 4 rejected). */
export const realNameStatusSchema: z.ZodType<RealNameStatus> = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

/** Error keys every code-sending endpoint may answer: the per-IP and per-recipient limits and a failed delivery. */
export const codeSendErrors = ['codeSendTooSoon', 'codeSendLimit', 'rateLimited', 'sendFailed'] as const;

/**
 * An operator's decision on an application in review, the same for every back-office queue (personal
 * and enterprise real name): pass, or reject with the reason the applicant reads.
 */
export const reviewDecisionSchema = z
  .object({
    decision: z.enum(['pass', 'reject'], { error: 'invalid' }),
    reason: z.string().trim().max(300, { error: 'tooLong' }).default(''),
  })
  .refine((d) => d.decision === 'pass' || d.reason.length > 0, { error: 'required', path: ['reason'] });
