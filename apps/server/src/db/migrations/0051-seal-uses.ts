import type { Kysely } from 'kysely';

/**
 * Seal uses (印章使用记录): one row each time an enterprise seal is applied to a signature — who
 * (a member, or an application with nobody present), the document's name and the signed file's
 * SHA-256, when, and through which channel (console, open API, sign flow). Kept for the seal's
 * history; the tenant key is the enterprise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seal_uses')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('seal_id', 'varchar(36)', (c) => c.notNull())
    // member or app.
    .addColumn('applier', 'varchar(8)', (c) => c.notNull())
    // The member's person (null for an application).
    .addColumn('user_id', 'varchar(36)')
    .addColumn('application_id', 'varchar(36)')
    .addColumn('document_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('document_sha256', 'varchar(64)', (c) => c.notNull())
    // console, api, signFlow.
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One seal's uses, newest first (the history's keyset order), and a member's own among them.
  await db.schema.createIndex('seal_uses_seal_created').on('seal_uses').columns(['enterprise_id', 'seal_id', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('seal_uses_seal_user_created')
    .on('seal_uses')
    .columns(['enterprise_id', 'seal_id', 'user_id', 'created_at', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
