import { type Kysely, sql } from 'kysely';

/**
 * The usage rollup counts sandbox calls apart (`usage_daily.sandbox_calls`): the home dashboard's
 * month figure is the month's product usage — sandbox calls are free test calls the ledger records
 * with count 0 — and it now reads the rollup (calls − sandbox_calls over the month's days) instead
 * of summing the ledger. Sandbox calls already in the ledger are counted here, grouped by platform
 * day (UTC+8) as 0019 grouped them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('usage_daily')
    .addColumn('sandbox_calls', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  const { rows } = await sql<{ enterprise_id: string; app_id: string; service_code: string; day: number; calls: number }>`
    select enterprise_id, coalesce(app_id, '') as app_id, service_code, (called_at + 28800000) / 86400000 as day, count(*) as calls
      from usage_records where enterprise_id is not null and sandbox = 1
     group by enterprise_id, coalesce(app_id, ''), service_code, (called_at + 28800000) / 86400000`.execute(db);
  for (const r of rows)
    await sql`update usage_daily set sandbox_calls = ${Number(r.calls)}
       where enterprise_id = ${r.enterprise_id} and day = ${new Date(Number(r.day) * 86_400_000).toISOString().slice(0, 10)}
         and app_id = ${r.app_id} and service_code = ${r.service_code}`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
