import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { Database } from '../../db/schema.js';

/**
 * SQL of metering: a unit taken from a subscription, the usage ledger and its daily roll-up, the
 * sandbox's free calls, and the quota alerts (metering.ts; take-queries.ts batches the same writes).
 */

/**
 * Takes one unit inside `trx`: succeeds only while the subscription is in effect and (prepaid) has
 * quantity left, so concurrent callers can never take more than there is — the row is the arbiter.
 * Every call accrues the unit price (what pay on demand is charged; zero for prepaid grants).
 * Returns the counts after taking, or null when nothing was taken.
 */
// The metered call's statements are compiled once (every paid call on SQLite runs them).
const takeUnitQuery = reusableQuery((db: Db, id: string, now: string) =>
  db
    .updateTable('service_subscriptions')
    .set((eb) => ({
      used_count: eb('used_count', '+', 1),
      charges_fen: eb('charges_fen', '+', eb.ref('unit_price_fen')),
      updated_at: now as unknown as number,
    }))
    .where('id', '=', id)
    .where('starts_at', '<=', now as unknown as number)
    .where('due_at', '>', now as unknown as number)
    .where((eb) => eb.or([eb('total_count', '=', -1), eb('used_count', '<', eb.ref('total_count'))]))
    .returning(['used_count', 'total_count', 'unit_price_fen']),
);

export async function takeUnit(trx: Db, id: string, now: number): Promise<{ used: number; total: number; price: number } | null> {
  const [row] = await takeUnitQuery(trx, id, now);
  return row ? { used: Number(row.used_count), total: Number(row.total_count), price: Number(row.unit_price_fen) } : null;
}

export interface UsageInsert {
  id: string;
  enterpriseId: string;
  userId: string;
  serviceCode: string;
  applicationId: string;
  subscriptionId: string;
  requestId: string;
  outcome: string;
  sandbox: boolean;
  chargeFen: number;
  calledAt: number;
}

const usageColumns = [
  'id',
  'enterprise_id',
  'user_id',
  'service_code',
  'app_id',
  'subscription_id',
  'request_id',
  'outcome',
  'sandbox',
  'charge_fen',
  'count',
  'called_at',
] as const;
const insertUsageQuery = reusableQuery((db: Db, ...v: string[]) =>
  db
    .insertInto('usage_records')
    .values(Object.fromEntries(usageColumns.map((c, i) => [c, v[i]])) as unknown as Insertable<Database['usage_records']>),
);

export const insertUsage = (trx: Db, u: UsageInsert) =>
  insertUsageQuery(
    trx,
    u.id,
    u.enterpriseId,
    u.userId,
    u.serviceCode,
    u.applicationId,
    u.subscriptionId,
    u.requestId,
    u.outcome,
    u.sandbox ? 1 : 0,
    u.chargeFen,
    // Sandbox calls are free test calls, not product usage: the dashboard's sum leaves them out.
    u.sandbox ? 0 : 1,
    u.calledAt,
  );

/**
 * Counts one metered call into the day's rollup (`usage_daily`, migration 0019), inside the
 * transaction that wrote its ledger row. 'pass' is a success, any other outcome a failure; a
 * sandbox call is counted in `sandbox_calls` too (0058: the dashboard's month figure leaves it out).
 */
const rollUsageQuery = reusableQuery(
  (db: Db, enterpriseId: string, day: string, appId: string, serviceCode: string, success: string, failure: string, sandbox: string) =>
    db
      .insertInto('usage_daily')
      .values({
        enterprise_id: enterpriseId,
        day,
        app_id: appId,
        service_code: serviceCode,
        calls: 1,
        successes: success as unknown as number,
        failures: failure as unknown as number,
        sandbox_calls: sandbox as unknown as number,
      })
      .onConflict((oc) =>
        oc.columns(['enterprise_id', 'day', 'app_id', 'service_code']).doUpdateSet((eb) => ({
          calls: eb('usage_daily.calls', '+', 1),
          successes: eb('usage_daily.successes', '+', success as unknown as number),
          failures: eb('usage_daily.failures', '+', failure as unknown as number),
          sandbox_calls: eb('usage_daily.sandbox_calls', '+', sandbox as unknown as number),
        })),
      ),
);

export const rollUsage = (
  trx: Db,
  u: Pick<UsageInsert, 'enterpriseId' | 'applicationId' | 'serviceCode' | 'outcome' | 'sandbox'>,
  day: string,
) => {
  const success = u.outcome === 'pass' ? 1 : 0;
  return rollUsageQuery(trx, u.enterpriseId, day, u.applicationId, u.serviceCode, success, 1 - success, u.sandbox ? 1 : 0);
};

/** Takes one of the day's free sandbox calls; false when the allowance is used up. */
export async function takeSandboxCall(
  trx: Db,
  app: { applicationId: string; enterpriseId: string },
  day: string,
  limit: number,
): Promise<boolean> {
  const { applicationId } = app;
  await trx
    .insertInto('sandbox_allowances')
    .values({
      application_id: applicationId,
      enterprise_id: app.enterpriseId,
      day,
      used: 0,
    })
    .onConflict((oc) => oc.columns(['application_id', 'day']).doNothing())
    .execute();
  const result = await trx
    .updateTable('sandbox_allowances')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('application_id', '=', applicationId)
    .where('day', '=', day)
    .where('used', '<', limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const sandboxUsed = async (db: Db, applicationId: string, day: string) =>
  (
    await db
      .selectFrom('sandbox_allowances')
      .select('used')
      .where('application_id', '=', applicationId)
      .where('day', '=', day)
      .executeTakeFirst()
  )?.used ?? 0;

/** Records that an alert for threshold+period went out; false when one already had (once per threshold per period). */
export async function claimQuotaAlert(
  db: Db,
  row: { id: string; enterpriseId: string; subscriptionId: string; threshold: number; period: string; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto('quota_alerts')
    .values({
      id: row.id,
      enterprise_id: row.enterpriseId,
      subscription_id: row.subscriptionId,
      threshold: row.threshold,
      period: row.period,
      created_at: row.now,
    })
    .onConflict((oc) => oc.columns(['subscription_id', 'threshold', 'period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export const recentQuotaAlerts = (db: Db, enterpriseId: string, since: number) =>
  db
    .selectFrom('quota_alerts')
    .select(['subscription_id', 'threshold', 'period', 'created_at'])
    .where('enterprise_id', '=', enterpriseId)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
