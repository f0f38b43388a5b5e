import {
  type ApiServiceCode,
  type StatisticalCycle,
  type SubscriptionView,
  subscriptionStatusOf,
  unlimitedTotalCount,
} from '@console/contract';
import type { Language } from '@console/phrases';
import type { SubscriptionRow } from './queries.js';

/** A product's name in the reader's language: the English one for en when it was given, else the name. */
export function productName(name: string, nameEn: string | null, lang: Language): string {
  return lang === 'en' && nameEn ? nameEn : name;
}

/**
 * A subscription as the console shows it; its status is computed from its counts and the clock. With
 * the reader's language its product is named in it (messages and the back office keep the name).
 */
export function subscriptionView(row: SubscriptionRow, now: number, lang?: Language): SubscriptionView {
  const totalCount = Number(row.total_count);
  const usedCount = Number(row.used_count);
  const startsAt = Number(row.starts_at);
  const dueAt = Number(row.due_at);
  return {
    id: row.id,
    serviceCode: row.service_code as ApiServiceCode,
    productName:
      row.product_name === null ? row.service_code : lang ? productName(row.product_name, row.product_name_en, lang) : row.product_name,
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
