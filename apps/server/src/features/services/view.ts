import {
  type ApiServiceCode,
  type StatisticalCycle,
  type SubscriptionView,
  subscriptionStatusOf,
  unlimitedTotalCount,
} from '@console/contract';
import type { SubscriptionRow } from './queries.js';

/** A subscription as the console shows it; its status is computed from its counts and the clock. */
export function subscriptionView(row: SubscriptionRow, now: number): SubscriptionView {
  const totalCount = Number(row.total_count);
  const usedCount = Number(row.used_count);
  const startsAt = Number(row.starts_at);
  const dueAt = Number(row.due_at);
  return {
    id: row.id,
    serviceCode: row.service_code as ApiServiceCode,
    productName: row.product_name ?? row.service_code,
    productNo: row.product_no ?? '',
    issuingMode: row.issuing_mode,
    totalCount,
    usedCount,
    remaining: totalCount === unlimitedTotalCount ? null : Math.max(0, totalCount - usedCount),
    startsAt,
    dueAt,
    cycle: row.cycle as StatisticalCycle,
    status: subscriptionStatusOf({ startsAt, dueAt, totalCount, usedCount }, now),
    chargesFen: Number(row.charges_fen),
    createdAt: Number(row.created_at),
  };
}
