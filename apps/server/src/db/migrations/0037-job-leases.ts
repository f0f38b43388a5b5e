import type { Kysely } from 'kysely';

/**
 * One lease per background job, so that when several server processes share the database each
 * job's run happens in one of them: a process runs a job only after taking its lease (a row whose
 * holder is the run and whose expiry a crashed run lets lapse), and on finishing keeps the row until
 * the job's next run is due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_run_at', 'bigint')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
