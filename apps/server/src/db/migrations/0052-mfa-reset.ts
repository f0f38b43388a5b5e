import type { Kysely } from 'kysely';

/**
 * The back office's reset of a person's second factors: an operator's request with its
 * reason, and the single-use consent link sent to the person, kept as a hash (`token_hash`). `status`
 * is `waiting` until the person answers (`done`, `declined`); a waiting request past `expires_at`
 * reads as expired. The names are taken when the request is filed, as the operation log takes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mfa_reset_requests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('account_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('operator_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('operator_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(1200)', (c) => c.notNull())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('sent_to', 'varchar(255)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  // The back office's list, newest first (keyset on created_at, id).
  await db.schema.createIndex('mfa_reset_requests_created').on('mfa_reset_requests').columns(['created_at', 'id']).execute();
  // A person's waiting request, which a new one replaces.
  await db.schema.createIndex('mfa_reset_requests_user').on('mfa_reset_requests').columns(['user_id', 'status']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
