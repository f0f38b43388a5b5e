import type { Kysely } from 'kysely';

/**
 * Personal real-name authentication: every application a person makes (each mode, each
 * attempt, failed ones included, with their reason), the QR tickets that let a phone record the
 * face video, and the sandbox identity registry the local verification provider answers from.
 * Names, ID numbers, phones and bank cards are stored encrypted, with keyed hashes where a look-up
 * needs them; videos live encrypted under DATA_DIR and only their relative path is here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('real_name_applications')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    // 'authenticate' | 'change'
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    // 'phone' | 'bank' | 'face' | 'blink'
    .addColumn('mode', 'varchar(16)', (c) => c.notNull())
    // 'waiting' | 'underReview' | 'passed' | 'failed' | 'rejected' | 'expired' | 'superseded' | 'revoked'
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('name_cipher', 'varchar(512)', (c) => c.notNull())
    .addColumn('id_number_cipher', 'varchar(255)', (c) => c.notNull())
    .addColumn('id_number_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('phone_cipher', 'varchar(255)')
    .addColumn('bank_card_cipher', 'varchar(255)')
    .addColumn('video_file', 'varchar(255)')
    .addColumn('video_type', 'varchar(32)')
    .addColumn('video_ms', 'integer')
    // An error key of the catalogue (verification failures) or null.
    .addColumn('reason', 'varchar(64)')
    // The operator's own words when rejecting.
    .addColumn('review_note', 'varchar(600)')
    .addColumn('reviewed_by', 'varchar(36)')
    // QR flow: only the ticket's hash is kept; single use, short-lived.
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('ticket_expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('real_name_applications_user').on('real_name_applications').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('real_name_applications_status').on('real_name_applications').columns(['status', 'submitted_at']).execute();
  await db.schema.createIndex('real_name_applications_id_number').on('real_name_applications').column('id_number_hash').execute();

  await db.schema
    .createTable('identity_registry')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name_cipher', 'varchar(512)', (c) => c.notNull())
    .addColumn('id_number_cipher', 'varchar(255)', (c) => c.notNull())
    .addColumn('id_number_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('phone_cipher', 'varchar(255)')
    .addColumn('bank_card_cipher', 'varchar(255)')
    // 'pass' | 'fail' for the carrier and bank checks; 'pass' | 'fail' | 'manual' for the face check.
    .addColumn('phone_check', 'varchar(8)', (c) => c.notNull())
    .addColumn('bank_check', 'varchar(8)', (c) => c.notNull())
    .addColumn('face_check', 'varchar(8)', (c) => c.notNull())
    .addColumn('note', 'varchar(300)', (c) => c.notNull())
    // 'seed' for the documented test people, else the operator who added the entry.
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
