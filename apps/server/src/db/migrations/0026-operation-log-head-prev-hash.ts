import type { Kysely } from 'kysely';

/**
 * A chain's head also keeps the hash of the row before
 * it, so on PostgreSQL one statement can move the head and hand the new row both its number and
 * its predecessor's hash (RETURNING sees only the updated head). Empty on heads older than this.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operation_log_heads').addColumn('prev_hash', 'varchar(64)').execute();
}
