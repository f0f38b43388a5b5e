import { z } from 'zod';
import { realNameStatusSchema } from '../common.js';

const count = z.number().int();

/** The home dashboard's figures (§1), each counted over the session's own rows; amounts in fen. */
export const dashboardSummarySchema = z.object({
  realName: z.object({ status: realNameStatusSchema, checkedAt: z.number().int().nullable() }),
  usage: z.object({ servicesInEffect: count, callsThisMonth: count }),
  ordersToPay: z.object({ count, amountFen: count }),
  ordersToClose: z.object({ count }),
  workOrders: z.object({ open: count, resolved: count }),
  coupons: z.object({ available: count, expiringSoon: count }),
  invoices: z.object({ requested: count, issued: count, invoiceableFen: count }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
