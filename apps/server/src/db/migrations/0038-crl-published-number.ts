import type { Kysely } from 'kysely';

/**
 * The number of the CRL an authority publishes now (`crl_number` is the counter numbers are taken
 * from): two publishers finishing out of order must not let the older CRL replace the newer, since
 * the newer one is the one that lists every revocation committed before it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ca_authorities')
    .addColumn('crl_published_number', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
