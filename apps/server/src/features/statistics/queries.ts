import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** SQL of statistics: reads of the daily usage rollup (`usage_daily`, migration 0019) only. */

export interface RollupFilter {
  enterpriseId: string;
  /** Platform days 'YYYY-MM-DD', inclusive. */
  fromDay: string;
  toDay: string;
  serviceCode?: string;
  appId?: string;
}

/** One enterprise's rows over a day range: one range of the primary key (enterprise_id, day, …). */
const rollup = (db: Db, f: RollupFilter) => {
  let q = db
    .selectFrom('usage_daily')
    .where('enterprise_id', '=', f.enterpriseId)
    .where('day', '>=', f.fromDay)
    .where('day', '<=', f.toDay);
  if (f.serviceCode) q = q.where('service_code', '=', f.serviceCode);
  if (f.appId !== undefined) q = q.where('app_id', '=', f.appId);
  return q;
};

const sums = [
  sql<number>`sum(calls)`.as('calls'),
  sql<number>`sum(successes)`.as('successes'),
  sql<number>`sum(failures)`.as('failures'),
] as const;

const counts = (r: { calls: number | string; successes: number | string; failures: number | string }) => ({
  calls: Number(r.calls),
  successes: Number(r.successes),
  failures: Number(r.failures),
});

export async function perDay(db: Db, f: RollupFilter) {
  const rows = await rollup(db, f)
    .select(['day', ...sums])
    .groupBy('day')
    .execute();
  return rows.map((r) => ({ day: r.day, ...counts(r) }));
}

export async function perService(db: Db, f: RollupFilter) {
  const rows = await rollup(db, f)
    .select(['service_code', ...sums])
    .groupBy('service_code')
    .execute();
  return rows.map((r) => ({ serviceCode: r.service_code, ...counts(r) }));
}

export async function perApp(db: Db, f: RollupFilter) {
  const rows = await rollup(db, f)
    .select(['app_id', ...sums])
    .groupBy('app_id')
    .execute();
  return rows.map((r) => ({ appId: r.app_id, ...counts(r) }));
}
