import type { Kysely } from 'kysely';

/**
 * Second factors. `mfa_totp`: a person's authenticator-app key, sealed with the field cipher (the
 * server must compute codes from it, so it cannot be hashed); `confirmed_at` null while set-up waits
 * for the first code; `last_step` the newest 30-second step whose code was accepted, so no code works
 * twice. `mfa_recovery_codes`: one-time codes, keyed hashes only, `used_at` set when spent.
 * `mfa_settings`: whether sign-in asks for the second step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mfa_totp')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('key_cipher', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('last_step', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mfa_recovery_codes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mfa_recovery_codes_user_hash').on('mfa_recovery_codes').columns(['user_id', 'code_hash']).execute();
  await db.schema
    .createTable('mfa_settings')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('sign_in_protected', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
