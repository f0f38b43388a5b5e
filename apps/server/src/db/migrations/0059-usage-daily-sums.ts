import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The month figures (the home dashboard's calls this month, the back office's per application)
 * sum an enterprise's rollup rows over a range of days: up to days × applications × services rows
 * (16,800 for 200 applications × 3 services × 28 days). This index holds what they read, so the sum
 * is an index-only scan of one range — no visit to the table's rows (bench/usage-statistics.ts:
 * 28 ms → 9 ms on PostgreSQL on a loaded 2-core machine). PostgreSQL keeps the counts as INCLUDE
 * columns (not part of the key); SQLite as trailing key columns, which it reads the same way.
 * The metering write updates it with the rollup row (once per group of a batch on PostgreSQL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`create index usage_daily_enterprise_day_sums on usage_daily (enterprise_id, day, app_id) include (calls, sandbox_calls)`.execute(
      db,
    );
  else
    await db.schema
      .createIndex('usage_daily_enterprise_day_sums')
      .on('usage_daily')
      .columns(['enterprise_id', 'day', 'app_id', 'calls', 'sandbox_calls'])
      .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
