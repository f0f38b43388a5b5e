import type { Kysely } from 'kysely';

/**
 * The delegated OCSP responders' certificates, per algorithm, issued under
 * the issuing CA with id-kp-OCSPSigning and id-pkix-ocsp-nocheck, keys in the key store. Short-lived
 * and replaced before they expire, so a track may hold several rows; the newest valid one signs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ocsp_responders')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    // §3 algorithm: 0 RSA2048, 1 SM2.
    .addColumn('algorithm', 'integer', (c) => c.notNull())
    .addColumn('key_id', 'varchar(36)', (c) => c.notNull().references('key_store_keys.id'))
    .addColumn('certificate', 'text', (c) => c.notNull())
    .addColumn('serial', 'varchar(64)', (c) => c.notNull())
    .addColumn('not_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ocsp_responders_algorithm').on('ocsp_responders').columns(['algorithm', 'not_after']).execute();
}
