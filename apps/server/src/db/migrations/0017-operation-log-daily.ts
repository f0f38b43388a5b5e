import { type Kysely, sql } from 'kysely';

/**
 * The log statistics' rollup. One row per chain, platform day (days since the epoch in
 * UTC+8), acting person ('' for none) and service, counted up in the transaction that writes the log
 * row (platform/audit.ts), so a month's statistics read at most days × actors × services rows instead
 * of every act. Rows already written are counted here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operation_log_daily')
    .addColumn('chain_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('service', 'varchar(32)', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('operation_log_daily_key', ['chain_key', 'day', 'user_id', 'service'])
    .execute();
  await sql`insert into operation_log_daily (chain_key, day, user_id, service, count)
    select chain_key, (created_at + 28800000) / 86400000, coalesce(user_id, ''), service, count(*)
    from operation_logs group by chain_key, (created_at + 28800000) / 86400000, coalesce(user_id, ''), service`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
