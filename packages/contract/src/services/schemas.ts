import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { unlimitedTotalCount } from '../constants.js';
import { freeText } from '../validators.js';

/** The services the open API sells today (the certificates/signing issue adds its own). */
// 'cert' — certificate apply / revoke / query in the open API.
// 'timestamp' (issue / verify), 'evidence' (deposit / query).
// 'sign' — PDF signing and digest signatures (sign modes 1–4).
// 'signFlow' — sign flows started through the open API (one unit per started flow).
export const apiServiceCodes = ['id2', 'phone3', 'bank4', 'cert', 'timestamp', 'evidence', 'sign', 'signFlow'] as const;
export type ApiServiceCode = (typeof apiServiceCodes)[number];

/** §4 issuing modes, by code. */
export const issuingMode = { prepaidPackage: 1, prepaidCustomPackage: 2, prepaidCustomInstallment: 3, payOnDemand: 4 } as const;
export type IssuingMode = (typeof issuingMode)[keyof typeof issuingMode];
export const issuingModes = Object.values(issuingMode);

/** The period usage is counted over for statistics and quota alerts. */
export const statisticalCycles = ['day', 'month', 'year', 'term'] as const;
export type StatisticalCycle = (typeof statisticalCycles)[number];

/** §3: 2099-12-31 23:59:59 (China time) means no due date. */
export const unlimitedDueAt = Date.UTC(2099, 11, 31, 15, 59, 59);

/** §4 service status from the ledger (used against purchased) and the clock; never stored as truth. */
export function subscriptionStatusOf(
  s: { startsAt: number; dueAt: number; totalCount: number; usedCount: number },
  now: number,
): 1 | 2 | 3 | 4 {
  if (now < s.startsAt) return 1;
  if (s.dueAt !== unlimitedDueAt && now >= s.dueAt) return 3;
  if (s.totalCount !== unlimitedTotalCount && s.usedCount >= s.totalCount) return 4;
  return 2;
}

/** The query of the services' and applications' lists: where to continue and how many (20 by default). */
export const listQuery = keysetQuery(20);

export const subscriptionViewSchema = z.object({
  id: z.string(),
  serviceCode: z.enum(apiServiceCodes),
  productName: z.string(),
  productNo: z.string(),
  issuingMode: z.number().int(),
  /** -1: unlimited. */
  totalCount: z.number().int(),
  usedCount: z.number().int(),
  /** null when unlimited. */
  remaining: z.number().int().nullable(),
  startsAt: z.number().int(),
  /** unlimitedDueAt: no due date. */
  dueAt: z.number().int(),
  cycle: z.enum(statisticalCycles),
  status: z.number().int(),
  /** Pay on demand: charges accrued for the cost center, in fen. */
  chargesFen: z.number().int(),
  createdAt: z.number().int(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;
export const subscriptionPageSchema = pageOf(subscriptionViewSchema);
/** The back office lists every enterprise's subscriptions together, so each names its enterprise. */
export const opsSubscriptionViewSchema = subscriptionViewSchema.extend({
  enterprise: z.object({ id: z.string(), name: z.string(), enterpriseNo: z.string() }),
});
export type OpsSubscriptionView = z.infer<typeof opsSubscriptionViewSchema>;
export const opsSubscriptionPageSchema = pageOf(opsSubscriptionViewSchema);

export const productViewSchema = z.object({
  id: z.string(),
  productNo: z.string(),
  /** The console's service hall answers this in the reader's language; the back office, as entered. */
  name: z.string(),
  /** The English name ('' when none was given). */
  nameEn: z.string(),
  serviceCode: z.enum(apiServiceCodes),
  unitPriceFen: z.number().int(),
  createdAt: z.number().int(),
});
export type ProductView = z.infer<typeof productViewSchema>;
export const productListSchema = z.object({ list: z.array(productViewSchema) });

export const productInputSchema = z.object({
  productNo: z
    .string({ error: 'required' })
    .trim()
    .regex(/^[A-Z0-9-]{2,32}$/, { error: 'invalid' }),
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'tooLong' }),
  nameEn: z.string().trim().max(64, { error: 'tooLong' }).default(''),
  serviceCode: z.enum(apiServiceCodes, { error: 'invalid' }),
  unitPriceFen: z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).min(0).max(100_000_000),
});

const count = z.coerce
  .number({ error: 'notNumber' })
  .int({ error: 'notInteger' })
  .min(unlimitedTotalCount)
  .max(1_000_000_000)
  .refine((n) => n !== 0, { error: 'invalid' });
const time = z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).min(0).max(unlimitedDueAt);

export const grantInputSchema = z
  .object({
    enterpriseId: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64),
    productId: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64),
    issuingMode: z.coerce
      .number()
      .int()
      .refine((n) => (issuingModes as number[]).includes(n), { error: 'invalid' }),
    totalCount: count,
    startsAt: time,
    dueAt: time,
    cycle: z.enum(statisticalCycles, { error: 'invalid' }).default('month'),
  })
  .refine((g) => g.dueAt > g.startsAt, { error: 'dateOrder', path: ['dueAt'] });

export const adjustInputSchema = z.object({
  totalCount: count.optional(),
  dueAt: time.optional(),
  reason: freeText({ required: true }),
});

export const opsSubscriptionsQuery = listQuery.extend({ enterpriseId: z.string().trim().max(64).optional() });
