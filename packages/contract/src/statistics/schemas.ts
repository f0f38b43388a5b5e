import { z } from 'zod';
import { apiServiceCodes } from '../services/schemas.js';

export const usageOutcomes = ['success', 'failure'] as const;
export type UsageOutcome = (typeof usageOutcomes)[number];
export const usageViews = ['day', 'month'] as const;
export type UsageView = (typeof usageViews)[number];

export const usageStatisticsQuery = z.object({
  /** 'YYYY-MM', in or before the current month (platform time, UTC+8). */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalid' }),
  serviceCode: z.enum(apiServiceCodes, { error: 'invalid' }).optional(),
  /** An application of the session enterprise (its internal id). */
  appId: z.string().min(1).max(36).optional(),
  /** Only the successful, or only the failed calls. */
  outcome: z.enum(usageOutcomes, { error: 'invalid' }).optional(),
  /** 'month': the month-by-month view of the chosen month's year, up to the current month. */
  view: z.enum(usageViews, { error: 'invalid' }).optional(),
});
export type UsageStatisticsQuery = z.infer<typeof usageStatisticsQuery>;

export const usageCountsSchema = z.object({ calls: z.number(), successes: z.number(), failures: z.number() });
export type UsageCounts = z.infer<typeof usageCountsSchema>;

const base = {
  month: z.string(),
  /** One entry per day of the month, zero included; in the month view one per month ('YYYY-MM') of the year up to now. */
  days: z.array(usageCountsSchema.extend({ day: z.string() })),
  totals: usageCountsSchema,
};

export const serviceStatisticsSchema = z.object({
  ...base,
  /** Per service used in the month or subscribed, with what is left of its packages in effect. */
  services: z.array(
    usageCountsSchema.extend({
      serviceCode: z.enum(apiServiceCodes),
      /** Null: unlimited (pay on demand). */
      remaining: z.number().nullable(),
    }),
  ),
});
export type ServiceStatistics = z.infer<typeof serviceStatisticsSchema>;

export const appStatisticsSchema = z.object({
  ...base,
  /** Per application that made calls in the month. */
  apps: z.array(usageCountsSchema.extend({ appId: z.string(), /** Null: the application was deleted. */ name: z.string().nullable() })),
});
export type AppStatistics = z.infer<typeof appStatisticsSchema>;
