import type { Kysely } from 'kysely';

/**
 * Operation protection: when the session last proved a second factor (or, for an account
 * without one, an SMS code to its own phone). A protected act passes while that is under 5 minutes
 * old; the proof belongs to the session, so it dies with it. Operators' sessions the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('operation_proven_at', 'bigint').execute();
  await db.schema.alterTable('operator_sessions').addColumn('operation_proven_at', 'bigint').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
