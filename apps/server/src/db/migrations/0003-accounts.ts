import type { Kysely } from 'kysely';

/**
 * Accounts: the phone kept encrypted with a keyed hash for look-ups, image captchas,
 * one-time codes, and registrations in progress. A registration lives in its own table until the
 * last step so an abandoned one never leaves a half-made person in `users`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema.alterTable('users').addColumn('phone_cipher', 'varchar(255)').execute();
  await db.schema.alterTable('users').addColumn('phone_hash', 'varchar(64)').execute();
  await db.schema.createIndex('users_phone_hash').on('users').column('phone_hash').unique().execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    // Filled only in test mode, where the answer hook needs to read it back.
    .addColumn('test_answer', 'varchar(8)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captchas_expires').on('captchas').column('expires_at').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('recipient_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    // One live code per purpose and recipient: a new send replaces the old code atomically.
    .addUniqueConstraint('verification_codes_purpose_recipient', ['purpose', 'recipient_hash'])
    .execute();
  await db.schema.createIndex('verification_codes_expires').on('verification_codes').column('expires_at').execute();

  await db.schema
    .createTable('pending_registrations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('activation_token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('activation_expires_at', 'bigint')
    .addColumn('email_verified_at', 'bigint')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('ticket_expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pending_registrations_expires').on('pending_registrations').column('expires_at').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
