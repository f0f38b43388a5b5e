import { type Kysely, sql } from 'kysely';

/**
 * Signed documents — every signature the platform made (console or open API, a
 * PDF or a digest), a tenant row naming the certificate; a signed PDF itself is a sealed file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signed_documents')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('certificate_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('certificate_serial', 'varchar(64)', (c) => c.notNull())
    .addColumn('cert_type', 'integer', (c) => c.notNull())
    // The certificate owner's name, sealed with the field cipher (a person's name is personal data).
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    // §3 sign mode: 1 PDF contract, 2 contract digest, 3 image digest, 4 information digest.
    .addColumn('sign_mode', 'integer', (c) => c.notNull())
    .addColumn('level', 'varchar(8)', (c) => c.notNull())
    .addColumn('algorithm', 'integer', (c) => c.notNull())
    .addColumn('digest', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    // The signed PDF under DATA_DIR/sealed (mode 1); null for a digest signature.
    .addColumn('file_path', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The enterprise's and the person's lists, newest first (partial for the person, as certificates').
  await db.schema
    .createIndex('signed_documents_enterprise_created')
    .on('signed_documents')
    .columns(['enterprise_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('signed_documents_user_created')
    .on('signed_documents')
    .columns(['user_id', 'created_at', 'id'])
    .where(sql.ref('enterprise_id'), 'is', null)
    .execute();
}
