import { type Kysely, sql } from 'kysely';

/**
 * Sign flows. A flow belongs to its tenant (`enterprise_id`, `user_id` the initiator, as
 * every tenant row); its documents, signers, fields and CC recipients carry the same tenant key and
 * their flow. Order groups are the signers' `group_no` (1, 2, …: groups in sequence, a group's
 * signers in parallel). Status codes: 0 draft, 1 in progress, 2 completed, 3 revoked, 5 expired,
 * 7 rejected; a signer is waiting, toSign, signed or rejected. A signer's link is kept only as the
 * SHA-256 of its token (`link_hash`, unique), cleared when spent or replaced. Personal data (names,
 * phones, e-mails) is sealed; the phone also kept as its keyed hash to find the signer's account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_flows')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('application_id', 'varchar(36)')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('message', 'varchar(600)')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('current_group', 'integer', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('end_reason', 'varchar(600)')
    .addColumn('evidence_code', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The lists: an enterprise's flows, of one status or all, newest first; a person's own (no enterprise).
  await db.schema.createIndex('sign_flows_enterprise_created').on('sign_flows').columns(['enterprise_id', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('sign_flows_enterprise_status_created')
    .on('sign_flows')
    .columns(['enterprise_id', 'status', 'created_at', 'id'])
    .execute();
  // A person's own flows (enterprise_id is null): partial, because PostgreSQL does not take an `is null`
  // condition as fixing the column, and would sort the person's rows instead of reading them in order.
  await db.schema
    .createIndex('sign_flows_user_created')
    .on('sign_flows')
    .columns(['user_id', 'created_at', 'id'])
    .where(sql.ref('enterprise_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('sign_flows_user_status_created')
    .on('sign_flows')
    .columns(['user_id', 'status', 'created_at', 'id'])
    .where(sql.ref('enterprise_id'), 'is', null)
    .execute();
  // The expiry job: flows in progress past their deadline.
  await db.schema.createIndex('sign_flows_status_deadline').on('sign_flows').columns(['status', 'deadline_at']).execute();

  await db.schema
    .createTable('sign_flow_documents')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('flow_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    // The sealed original, and the latest signed revision (null until the first signature).
    .addColumn('file_path', 'varchar(200)', (c) => c.notNull())
    .addColumn('signed_path', 'varchar(200)')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_flow_documents_flow').on('sign_flow_documents').columns(['flow_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('sign_flow_signers')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('flow_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name_cipher', 'text', (c) => c.notNull())
    .addColumn('enterprise_name', 'varchar(200)')
    .addColumn('phone_cipher', 'text')
    .addColumn('phone_hash', 'varchar(64)')
    .addColumn('email_cipher', 'text')
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('group_no', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('link_hash', 'varchar(64)')
    .addColumn('reminded_at', 'bigint')
    .addColumn('signed_at', 'bigint')
    .addColumn('reject_reason', 'varchar(600)')
    // Who signed: the account the phone led to (when any) and the certificate of the signature.
    .addColumn('signer_user_id', 'varchar(36)')
    .addColumn('certificate_serial', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_flow_signers_flow').on('sign_flow_signers').columns(['flow_id', 'group_no', 'id']).execute();
  await db.schema.createIndex('sign_flow_signers_link').on('sign_flow_signers').column('link_hash').unique().execute();

  await db.schema
    .createTable('sign_flow_fields')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('flow_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('signer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('document_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('x', 'real', (c) => c.notNull())
    .addColumn('y', 'real', (c) => c.notNull())
    .addColumn('width', 'real', (c) => c.notNull())
    .addColumn('height', 'real', (c) => c.notNull())
    .addColumn('keyword', 'varchar(100)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_flow_fields_flow').on('sign_flow_fields').columns(['flow_id', 'signer_id', 'id']).execute();

  await db.schema
    .createTable('sign_flow_ccs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('flow_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name_cipher', 'text', (c) => c.notNull())
    .addColumn('phone_cipher', 'text')
    .addColumn('email_cipher', 'text')
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_flow_ccs_flow').on('sign_flow_ccs').columns(['flow_id', 'id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
