import { type Kysely, sql } from 'kysely';

/**
 * The usage statistics' rollup. One row per enterprise, platform day ('YYYY-MM-DD'
 * in UTC+8, like the operation log's days), application ('' for none) and service, counted up in the
 * same write that meters a call (services/metering.ts), so a month's statistics read at most
 * days × apps × services rows instead of the ledger. The primary key leads with (enterprise_id, day):
 * a month of one enterprise is one range of it. Calls already in the ledger are counted here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_daily')
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('app_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('service_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('calls', 'bigint', (c) => c.notNull())
    .addColumn('successes', 'bigint', (c) => c.notNull())
    .addColumn('failures', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_daily_key', ['enterprise_id', 'day', 'app_id', 'service_code'])
    .execute();
  // Grouped by the day's number (integer division is the same on both dialects); the date string is made here.
  const { rows } = await sql<{
    enterprise_id: string;
    app_id: string;
    service_code: string;
    day: number;
    calls: number;
    successes: number;
  }>`
    select enterprise_id, coalesce(app_id, '') as app_id, service_code, (called_at + 28800000) / 86400000 as day,
           count(*) as calls, sum(case when outcome = 'pass' then 1 else 0 end) as successes
      from usage_records where enterprise_id is not null
     group by enterprise_id, coalesce(app_id, ''), service_code, (called_at + 28800000) / 86400000`.execute(db);
  const values = rows.map((r) => ({
    enterprise_id: r.enterprise_id,
    day: new Date(Number(r.day) * 86_400_000).toISOString().slice(0, 10),
    app_id: r.app_id,
    service_code: r.service_code,
    calls: Number(r.calls),
    successes: Number(r.successes),
    failures: Number(r.calls) - Number(r.successes),
  }));
  for (let i = 0; i < values.length; i += 500)
    await (db as Kysely<{ usage_daily: (typeof values)[number] }>)
      .insertInto('usage_daily')
      .values(values.slice(i, i + 500))
      .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
