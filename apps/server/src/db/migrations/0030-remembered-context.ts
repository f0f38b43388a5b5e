import type { Kysely } from 'kysely';

/**
 * The space a person last worked in (an enterprise's id, or null for the personal space), so a new
 * sign-in opens there instead of always in the personal space: an enterprise's administrator had to
 * switch back after every sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_enterprise_id', 'varchar(36)').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
