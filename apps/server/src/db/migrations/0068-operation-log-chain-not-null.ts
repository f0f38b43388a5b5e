import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The operation log's hash chain columns (`chain_key`, `seq`, `prev_hash`, `hash`) are written for
 * every row since 0016, which also filled the rows before it, and the row types say so; the columns
 * themselves were added nullable (an added column cannot be NOT NULL with rows present) and 0057
 * copied that into the partitioned table. The schema-types test found the drift. On PostgreSQL the
 * constraint now holds (a partitioned table passes it to every partition); SQLite cannot add NOT NULL
 * to an existing column, so there the writers remain what keeps it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table operation_logs
    alter column chain_key set not null,
    alter column seq set not null,
    alter column prev_hash set not null,
    alter column hash set not null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
