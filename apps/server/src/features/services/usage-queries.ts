import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { type ListPosition, defineListOrder } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/**
 * SQL of reading usage: the daily rollup (`usage_daily`, 0019, counted in the metering write) for the
 * statistics, the dashboard's month and the applications' month, and the ledger (`usage_records`) for
 * an application's calls and a work order's named call. Other capabilities call usage.ts (decision 49).
 */

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

/**
 * Metered calls of an enterprise over platform days [fromDay, toDay] ('YYYY-MM-DD', UTC+8), sandbox
 * calls left out: one range of the rollup's primary key (enterprise_id, day, …) — at most days ×
 * applications × services rows however many calls the ledger holds.
 */
export async function sumUsage(db: Db, enterpriseId: string, fromDay: string, toDay: string) {
  const row = await rollup(db, { enterpriseId, fromDay, toDay })
    .select(sql<number>`coalesce(sum(calls - sandbox_calls), 0)`.as('calls'))
    .executeTakeFirst();
  return Number(row?.calls ?? 0);
}

/**
 * Calls of several applications (each with its enterprise) over platform days, sandbox calls included:
 * one statement for a page of applications, each enterprise's rows one range of the rollup's key.
 */
export async function callsOfApps(
  db: Db,
  apps: readonly { enterpriseId: string; applicationId: string }[],
  fromDay: string,
  toDay: string,
) {
  const rows = await db
    .selectFrom('usage_daily')
    .select(['app_id', sql<number>`coalesce(sum(calls), 0)`.as('n')])
    .where('enterprise_id', 'in', [...new Set(apps.map((a) => a.enterpriseId))])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .where(
      'app_id',
      'in',
      apps.map((a) => a.applicationId),
    )
    .groupBy('app_id')
    .execute();
  return new Map(rows.map((r) => [r.app_id, Number(r.n)]));
}

export interface CallRow {
  id: string;
  request_id: string | null;
  service_code: string;
  outcome: string;
  sandbox: number;
  charge_fen: number;
  called_at: number;
}

/** An application's metered calls, newest first, over (app_id, called_at, id). */
export const callOrder = defineListOrder<CallRow>('apps.calls', 'desc', [
  { ref: 'usage_records.called_at', field: 'called_at', type: 'number' },
  { ref: 'usage_records.id', field: 'id', type: 'string' },
]);

export async function pageCalls(db: Db, applicationId: string, position: ListPosition) {
  const base = db.selectFrom('usage_records').where('app_id', '=', applicationId);
  const query = base.select(['id', 'request_id', 'service_code', 'outcome', 'sandbox', 'charge_fen', 'called_at']);
  const [rows, total] = await Promise.all([keysetPage(query, callOrder, position).execute(), countUpTo(db, base.select('id'))]);
  return { rows: rows as CallRow[], total };
}

/** The newest metered call of a request id within a tenant (a work order's named call); its application by internal id. */
export const meteredCall = (db: Db, tenant: Tenant, requestId: string) =>
  db
    .selectFrom('usage_records')
    .select(['request_id', 'service_code', 'outcome', 'called_at', 'app_id'])
    .where('request_id', '=', requestId)
    .where(ownedBy(tenant))
    .orderBy('called_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The tenant's subscriptions in one stored status (the dashboard's services in effect). */
export async function countSubscriptions(db: Db, tenant: Tenant, status: number) {
  const row = await db
    .selectFrom('service_subscriptions')
    .where(ownedBy(tenant))
    .where('status', '=', status)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
