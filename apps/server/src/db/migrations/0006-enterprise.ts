import { type Kysely, sql } from 'kysely';

/**
 * The enterprise center. Enterprises gain their shown number, abbreviation, superior
 * company, the identity key they passed with (one passed enterprise per unified code or
 * organization code) and their current application. Every authentication attempt is one row of
 * `enterprise_applications` (all modes; personal data sealed with the field cipher, hashed where a
 * look-up needs it). Amount entries are rows of their own, unique per client request id, so a
 * retried request counts once. `bank_remittances` is the sandbox bank's ledger; uploaded licence and
 * letter images are sealed files under DATA_DIR, listed in `enterprise_documents`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enterprises').addColumn('enterprise_no', 'varchar(20)').execute();
  await db.schema.alterTable('enterprises').addColumn('abbreviation', 'varchar(32)').execute();
  await db.schema.alterTable('enterprises').addColumn('superior_id', 'varchar(36)').execute();
  // 'C:<unified code>' or 'O:<organization code>', set when an application passes.
  await db.schema.alterTable('enterprises').addColumn('identity_key', 'varchar(40)').execute();
  await db.schema.alterTable('enterprises').addColumn('current_application_id', 'varchar(36)').execute();
  await db.schema.alterTable('enterprises').addColumn('passed_at', 'bigint').execute();
  await db.schema.createIndex('enterprises_no').on('enterprises').column('enterprise_no').unique().execute();
  await db.schema
    .createIndex('enterprises_identity')
    .on('enterprises')
    .column('identity_key')
    .unique()
    .where(sql.ref('identity_key'), 'is not', null)
    .execute();
  await db.schema.createIndex('enterprises_superior').on('enterprises').column('superior_id').execute();

  await db.schema
    .createTable('enterprise_applications')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull().references('enterprises.id'))
    .addColumn('applicant_user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    // 'bank' | 'bankLegal' | 'legalPerson' | 'documents'
    .addColumn('mode', 'varchar(16)', (c) => c.notNull())
    // see EnterpriseApplicationStatus in the contract
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('enterprise_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('three_in_one', 'integer', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)')
    .addColumn('org_code', 'varchar(18)')
    .addColumn('legal_name_cipher', 'varchar(512)', (c) => c.notNull())
    .addColumn('legal_id_cipher', 'varchar(255)', (c) => c.notNull())
    .addColumn('legal_id_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('legal_mobile_cipher', 'varchar(255)', (c) => c.notNull())
    .addColumn('agent_name_cipher', 'varchar(512)')
    .addColumn('agent_id_type', 'varchar(4)')
    .addColumn('agent_id_cipher', 'varchar(255)')
    .addColumn('bank_account_cipher', 'varchar(255)')
    .addColumn('bank_account_hash', 'varchar(64)')
    .addColumn('account_bank', 'varchar(64)')
    .addColumn('province', 'varchar(32)')
    .addColumn('city', 'varchar(32)')
    .addColumn('branch', 'varchar(128)')
    // Bank modes: the remittance and the amount entries.
    .addColumn('remit_due_at', 'bigint')
    .addColumn('remitted_at', 'bigint')
    .addColumn('remittance_id', 'varchar(36)')
    .addColumn('amount_fen', 'integer')
    .addColumn('amount_deadline_at', 'bigint')
    .addColumn('amount_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_amount', 'varchar(8)')
    // Legal person mode: only the link ticket's hash is kept.
    .addColumn('legal_ticket_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('legal_link_sent_at', 'bigint')
    .addColumn('legal_ticket_expires_at', 'bigint')
    .addColumn('legal_verified_at', 'bigint')
    .addColumn('legal_verified_by', 'varchar(16)')
    // Documents mode.
    .addColumn('licence_file_id', 'varchar(36)')
    .addColumn('letter_file_id', 'varchar(36)')
    // An `errors` key when failed or expired; the operator's words when rejected.
    .addColumn('reason', 'varchar(64)')
    .addColumn('reject_reason', 'varchar(600)')
    .addColumn('reviewed_by', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('passed_at', 'bigint')
    .addColumn('rejected_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('enterprise_applications_enterprise')
    .on('enterprise_applications')
    .columns(['enterprise_id', 'created_at'])
    .execute();
  await db.schema.createIndex('enterprise_applications_status').on('enterprise_applications').columns(['status', 'submitted_at']).execute();

  await db.schema
    .createTable('enterprise_amount_attempts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('application_id', 'varchar(36)', (c) => c.notNull().references('enterprise_applications.id'))
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount', 'varchar(8)', (c) => c.notNull())
    // 'correct' | 'wrong' | 'exhausted' (the third wrong one)
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('enterprise_amount_attempts_request', ['application_id', 'request_id'])
    .execute();

  await db.schema
    .createTable('bank_remittances')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('application_id', 'varchar(36)', (c) => c.notNull().references('enterprise_applications.id'))
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('account_cipher', 'varchar(255)', (c) => c.notNull())
    .addColumn('account_bank', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    // 'sent' | 'failed'
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('bank_remittances_application').on('bank_remittances').column('application_id').execute();

  await db.schema
    .createTable('enterprise_documents')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull().references('enterprises.id'))
    // 'licence' | 'letter'
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('file', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('enterprise_documents_enterprise').on('enterprise_documents').column('enterprise_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
