import { type Kysely, sql } from 'kysely';

/**
 * The TSA switches to a new certificate before the old one expires, and keeps the old ones so
 * earlier tokens still verify: `tsa_certificates` holds several certificates per algorithm, each a
 * numbered `generation` with its validity (`not_before`, `not_after`); (algorithm, generation) is
 * unique, so two processes renewing at once make one certificate. The OCSP responders get the same
 * number (null for those made before), for the same reason. The table is rebuilt to drop the unique
 * algorithm column (SQLite cannot drop a column constraint); the existing certificate is generation 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tsa_certificates_0046')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    // §3 algorithm: 0 RSA2048, 1 SM2.
    .addColumn('algorithm', 'integer', (c) => c.notNull())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('key_id', 'varchar(36)', (c) => c.notNull().references('key_store_keys.id'))
    .addColumn('certificate', 'text', (c) => c.notNull())
    .addColumn('serial', 'varchar(64)', (c) => c.notNull())
    .addColumn('not_before', 'bigint', (c) => c.notNull())
    .addColumn('not_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The certificates were issued valid from a minute before they were made.
  await sql`insert into tsa_certificates_0046 (id, algorithm, generation, key_id, certificate, serial, not_before, not_after, created_at)
    select id, algorithm, 1, key_id, certificate, serial, created_at - 60000, not_after, created_at from tsa_certificates`.execute(db);
  await db.schema.dropTable('tsa_certificates').execute();
  await db.schema.alterTable('tsa_certificates_0046').renameTo('tsa_certificates').execute();
  await db.schema.createIndex('tsa_certificates_generation').on('tsa_certificates').columns(['algorithm', 'generation']).unique().execute();

  await db.schema.alterTable('ocsp_responders').addColumn('generation', 'integer').execute();
  await db.schema.createIndex('ocsp_responders_generation').on('ocsp_responders').columns(['algorithm', 'generation']).unique().execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
