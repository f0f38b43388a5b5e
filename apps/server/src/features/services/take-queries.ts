import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { actsAppendedCtes, type PreparedAct } from '../../platform/audit-queries.js';
import type { UsageInsert } from './metering-queries.js';

/** One paid call waiting for its unit: its usage row and the platform day it is rolled up under. */
export interface PendingCall {
  usage: Omit<UsageInsert, 'chargeFen' | 'sandbox'>;
  day: string;
  /** The caller's own record of the act (its log entry and row), written in the unit's statement if the unit is granted. */
  alongside?: PreparedAct;
}

/** What one call of a batch got: its unit (the package's used count after it), or nothing. */
export type TakeResult = { used: number; total: number; price: number } | null;

/**
 * Takes units for a batch of paid calls of one subscription and records them, in one PostgreSQL
 * statement (atomic by itself, one commit): the package row is locked, as many units granted as
 * remain (all of them for an unlimited package), the granted calls' usage rows written and rolled into
 * the day's counts, one upsert per (day, app, service), and the granted calls' own records of their
 * acts (`alongside`) appended to the operation log with their rows. The first calls of the batch get
 * the units, in order; the rest get nothing and are refused by the caller. The calls travel as one
 * JSON parameter, so the text is the same for every batch size: one prepared statement.
 */
export async function takeUnitsAndRecord(db: Db, subscriptionId: string, calls: readonly PendingCall[]): Promise<TakeResult[]> {
  const now = Math.max(...calls.map((c) => c.usage.calledAt));
  const k = calls.length;
  const usage = calls.map(({ usage: u, day }, i) => ({
    ord: i + 1,
    id: u.id,
    enterprise_id: u.enterpriseId,
    user_id: u.userId,
    service_code: u.serviceCode,
    app_id: u.applicationId,
    request_id: u.requestId,
    outcome: u.outcome,
    called_at: u.calledAt,
    day,
  }));
  const acts = calls.flatMap((c, i) => (c.alongside ? [{ ord: i + 1, act: c.alongside }] : []));
  const { rows } = await sql<{
    before: string | number;
    granted: string | number;
    total_count: string | number;
    unit_price_fen: string | number;
  }>`
    with recursive cur as (
      select id, used_count, total_count
        from service_subscriptions
       where id = ${subscriptionId} and starts_at <= ${now} and due_at > ${now}
         and (total_count = -1 or used_count < total_count)
         for update
    ), taken as (
      update service_subscriptions s
         set used_count = s.used_count + g.granted, charges_fen = s.charges_fen + s.unit_price_fen * g.granted, updated_at = ${now}
        from (select id, used_count as before,
                     case when total_count = -1 then ${k}::bigint else least(${k}::bigint, total_count - used_count) end as granted
                from cur) g
       where s.id = g.id
      returning g.before, g.granted, s.total_count, s.unit_price_fen
    ), calls as (
      select * from jsonb_to_recordset(${JSON.stringify(usage)}::jsonb) as c(ord int, id text, enterprise_id text, user_id text,
             service_code text, app_id text, request_id text, outcome text, called_at bigint, day text)
    ), granted_calls as (
      select c.*, t.unit_price_fen from calls c, taken t where c.ord <= t.granted
    ), recorded as (
      insert into usage_records
        (id, enterprise_id, user_id, service_code, app_id, subscription_id, request_id, outcome, sandbox, charge_fen, count, called_at)
      select id, enterprise_id, user_id, service_code, app_id, ${subscriptionId}, request_id, outcome, 0, unit_price_fen, 1, called_at
        from granted_calls
    ), rolled as (
      insert into usage_daily (enterprise_id, day, app_id, service_code, calls, successes, failures)
      select enterprise_id, day, app_id, service_code, count(*),
             sum(case when outcome = 'pass' then 1 else 0 end), sum(case when outcome = 'pass' then 0 else 1 end)
        from granted_calls
       group by enterprise_id, day, app_id, service_code
      on conflict (enterprise_id, day, app_id, service_code) do update
        set calls = usage_daily.calls + excluded.calls,
            successes = usage_daily.successes + excluded.successes,
            failures = usage_daily.failures + excluded.failures
    )${acts.length ? actsAppendedCtes(acts, sql`(select granted from taken)`) : sql``}
    select before, granted, total_count, unit_price_fen from taken`.execute(db);
  const row = rows[0];
  if (!row) return calls.map(() => null);
  const before = Number(row.before);
  const granted = Number(row.granted);
  const total = Number(row.total_count);
  const price = Number(row.unit_price_fen);
  return calls.map((_, i) => (i < granted ? { used: before + i + 1, total, price } : null));
}
