import { z } from 'zod';
import type { RealNameStatus } from './enums.js';
import { freeText } from './validators.js';

/**
 * Keyset paging, the one shape of every list. A list is read by an opaque `after` cursor
 * (the sort key of the last row shown, bound to the list and its filter), never by a page number the
 * database would have to count its way to. `pageSize` is capped at `pageSizeCap`.
 */
export const pageSizeCap = 50;
/** Counting stops here: a total above it reads "1000+" (`totalCapped`), so no count walks 10 million rows (counting 10,001 index entries took 0.9 ms on SQLite, 1,001 take 0.14 ms). */
export const listTotalCap = 1_000;

/** The query every list takes: where to continue (`after`, empty or absent for the first page) and how many rows. */
export const keysetQuery = (defaultSize = 10) =>
  z.object({
    after: z
      .string()
      .max(512, { error: 'tooLong' })
      .regex(/^[A-Za-z0-9_-]*$/, { error: 'invalid' })
      .optional()
      .transform((v) => v || undefined),
    pageSize: z.coerce.number().int().min(1).max(pageSizeCap).default(defaultSize),
  });

/** A page of a list: its rows, the cursor of the next page (null on the last) and the total up to `listTotalCap`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), next: z.string().nullable(), total: z.number().int(), totalCapped: z.boolean() });

export interface Page<T> {
  list: T[];
  next: string | null;
  total: number;
  totalCapped: boolean;
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
    reason: freeText().default(''),
  })
  .refine((d) => d.decision === 'pass' || d.reason.length > 0, { error: 'required', path: ['reason'] });
