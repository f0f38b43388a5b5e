import type { Kysely } from 'kysely';

/**
 * Sign-in protection's second step. `mfa_trusted_devices`: a browser trusted for 30 days to skip
 * the second step, known by its cookie's token, kept only as a keyed hash; `revoked_at` set when the
 * person revokes it (or removes their factor). `mfa_enterprise_rules`: an enterprise whose master
 * requires every member to have a second factor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mfa_trusted_devices')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('device', 'varchar(255)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('mfa_trusted_devices_user').on('mfa_trusted_devices').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('mfa_enterprise_rules')
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
