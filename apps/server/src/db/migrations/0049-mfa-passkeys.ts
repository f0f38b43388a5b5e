import type { Kysely } from 'kysely';

/**
 * Passkeys and security keys (WebAuthn). `mfa_passkeys`: a person's registered credentials, each
 * named, with its public key (COSE, base64url), the signature counter last seen and its transports.
 * `mfa_webauthn_challenges`: the challenges handed to a browser for a registration or a sign-in,
 * kept as a keyed hash, single-use (`used_at`) and short-lived (`expires_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mfa_passkeys')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('mfa_passkeys_user').on('mfa_passkeys').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('mfa_webauthn_challenges')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('challenge_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('mfa_webauthn_challenges_user').on('mfa_webauthn_challenges').columns(['user_id', 'expires_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
