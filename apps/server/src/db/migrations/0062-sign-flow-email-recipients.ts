import { type Kysely, sql } from 'kysely';

/**
 * Sign flows seen by recipients named by e-mail: a signer or CC recipient named only by its e-mail
 * finds the flow in its waiting or copied list once signed in, as one named by phone does (0055).
 * The e-mail gets a keyed hash beside its cipher (rows before this have none: they were never
 * listed by e-mail; the hosted page still matches them by decrypting). And the subscriber's
 * certificate lists leave out the one-day event certificates sign flows issue (service type 3): the
 * lists read partial indexes of the other certificates, so an enterprise with millions of signing
 * events pages its own certificates without walking past them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sign_flow_signers').addColumn('email_hash', 'varchar(64)').execute();
  await db.schema.alterTable('sign_flow_ccs').addColumn('email_hash', 'varchar(64)').execute();
  // Waiting for me by my account's e-mail: my signer rows of one status, newest first.
  await db.schema
    .createIndex('sign_flow_signers_email_status_created')
    .on('sign_flow_signers')
    .columns(['email_hash', 'status', 'created_at', 'id'])
    .execute();
  // Copied to me by my account's e-mail, newest first.
  await db.schema.createIndex('sign_flow_ccs_email_created').on('sign_flow_ccs').columns(['email_hash', 'created_at', 'id']).execute();
  // The enterprise's and the person's certificate lists without event certificates (as 0020's, partial).
  await db.schema
    .createIndex('certificates_enterprise_subscriber_created')
    .on('certificates')
    .columns(['enterprise_id', 'created_at', 'id'])
    .where(sql.ref('service_type'), '<>', 3)
    .execute();
  await db.schema
    .createIndex('certificates_user_subscriber_created')
    .on('certificates')
    .columns(['user_id', 'created_at', 'id'])
    .where(sql<boolean>`enterprise_id is null and service_type <> 3`)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
