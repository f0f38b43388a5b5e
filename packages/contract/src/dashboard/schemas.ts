import { z } from 'zod';
import { realNameStatusSchema } from '../common.js';
import { enterpriseStepSchema } from '../enterpriseAuth/schemas.js';

const count = z.number().int();

/**
 * The home dashboard's figures (§1), each counted over the session's own rows; amounts in fen. A
 * figure whose page the session may not open (services, orders, work orders, coupons, invoices) is null.
 */
export const dashboardSummarySchema = z.object({
  /** `step`: in an enterprise context, what an authentication under review waits for (null otherwise). */
  realName: z.object({ status: realNameStatusSchema, checkedAt: z.number().int().nullable(), step: enterpriseStepSchema }),
  usage: z.object({ servicesInEffect: count, callsThisMonth: count }).nullable(),
  ordersToPay: z.object({ count, amountFen: count }).nullable(),
  ordersToClose: z.object({ count }).nullable(),
  workOrders: z.object({ open: count, resolved: count }).nullable(),
  coupons: z.object({ available: count, expiringSoon: count }).nullable(),
  invoices: z.object({ requested: count, issued: count, invoiceableFen: count }).nullable(),
  /** Open invitations to join an enterprise addressed to the person: the home page loads the notice only when there are some. */
  invitations: count,
  /**
   * Subscriptions past a quota alert (80 % or 100 % of the purchased quantity) in their current
   * period and still running, most urgent first (at most 5); empty without myServiceList.
   */
  quotaAlerts: z.array(
    z.object({
      subscriptionId: z.string(),
      productName: z.string(),
      threshold: z.number().int(),
      usedCount: count,
      totalCount: count,
      alertedAt: z.number().int(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
