import { type Kysely, sql } from 'kysely';

/**
 * The CA and certificates. `key_store_keys` is the local key store (private keys sealed
 * with the field cipher); `ca_authorities` the root and issuing CA of each algorithm with their CRL
 * numbers; `certificates` the subscribers' certificates (tenant rows, the certificate sealed);
 * `certificate_challenges` the single-use challenges of sign-in by certificate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('key_store_keys')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('algorithm', 'varchar(16)', (c) => c.notNull())
    .addColumn('label', 'varchar(100)', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('sealed_private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ca_authorities')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    // §3 algorithm: 0 RSA2048, 1 SM2.
    .addColumn('algorithm', 'integer', (c) => c.notNull())
    // root | issuing (later: tsa)
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('key_id', 'varchar(36)', (c) => c.notNull().references('key_store_keys.id'))
    .addColumn('certificate', 'text', (c) => c.notNull())
    .addColumn('serial', 'varchar(64)', (c) => c.notNull())
    .addColumn('not_before', 'bigint', (c) => c.notNull())
    .addColumn('not_after', 'bigint', (c) => c.notNull())
    .addColumn('crl_number', 'bigint', (c) => c.notNull().defaultTo(0))
    // The CRL last published (DER, base64) and when; republished at every revocation and when it ages.
    .addColumn('crl', 'text')
    .addColumn('crl_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ca_authorities_role').unique().on('ca_authorities').columns(['algorithm', 'role']).execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    // Sealed: a person's name is personal data.
    .addColumn('owner_name', 'text', (c) => c.notNull())
    // §3 certificate type 1 enterprise, 2 employee, 3 personal; algorithm 0/1; validity 0/1/2.
    .addColumn('cert_type', 'integer', (c) => c.notNull())
    .addColumn('algorithm', 'integer', (c) => c.notNull())
    .addColumn('validity', 'integer', (c) => c.notNull())
    // §3 service type of the act that made it: 1 initial, 2 update.
    .addColumn('service_type', 'integer', (c) => c.notNull())
    .addColumn('serial', 'varchar(64)', (c) => c.notNull())
    .addColumn('issuer_id', 'varchar(36)', (c) => c.notNull().references('ca_authorities.id'))
    // platform | browser
    .addColumn('key_origin', 'varchar(16)', (c) => c.notNull())
    .addColumn('key_id', 'varchar(36)')
    // DER, base64, sealed (it names the person).
    .addColumn('certificate', 'text', (c) => c.notNull())
    .addColumn('not_before', 'bigint', (c) => c.notNull())
    .addColumn('not_after', 'bigint', (c) => c.notNull())
    // §3 certificate status: 1 valid, 0 invalid (revoked or replaced).
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoke_reason', 'integer')
    .addColumn('replaced_by', 'varchar(36)')
    // The smallest reminder threshold (30, 7, 1 days) already sent; null: none yet.
    .addColumn('reminded_days', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  const index = (name: string, cols: string[], unique = false) =>
    (unique ? db.schema.createIndex(name).unique() : db.schema.createIndex(name)).on('certificates').columns(cols).execute();
  await index('certificates_serial', ['serial'], true);
  // The enterprise's and the person's lists, newest first.
  await index('certificates_enterprise_created', ['enterprise_id', 'created_at', 'id']);
  // A person's own certificates (enterprise_id is null): partial, because PostgreSQL does not take an
  // `is null` condition as fixing the column, and would sort the person's rows instead of reading them in order.
  await db.schema
    .createIndex('certificates_user_created')
    .on('certificates')
    .columns(['user_id', 'created_at', 'id'])
    .where(sql.ref('enterprise_id'), 'is', null)
    .execute();
  // The CRL: an issuer's revoked certificates.
  await index('certificates_issuer_revoked', ['issuer_id', 'revoked_at', 'id']);
  // The reminder job: valid certificates by expiry.
  await index('certificates_status_expiry', ['status', 'not_after', 'id']);

  await db.schema
    .createTable('certificate_challenges')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('challenge_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are append-only: fix forward');
}
