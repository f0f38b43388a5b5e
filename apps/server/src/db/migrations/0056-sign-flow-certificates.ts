import type { Kysely } from 'kysely';

/**
 * Sign flows, completion: how each signer signed — the address, how its identity was
 * proven and its willingness checked, or the application's auto-sign authorization it signed under —
 * for the completion certificate (签署报告); the certificate itself, sealed in the file store; the
 * one automatic reminder before a flow's deadline (the row is the claim: one winner per flow); and a
 * signer marked to sign automatically with the named seal (the initiating enterprise's part).
 * Tenant keys as every sign-flow row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_flow_signatures')
    .addColumn('signer_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('flow_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    // The signer's address as the server saw it (null for an automatic signature: nobody was there).
    .addColumn('ip', 'varchar(64)')
    // code (to the flow's phone or e-mail), session (signed in), auto (an application's authorization).
    .addColumn('auth_method', 'varchar(16)', (c) => c.notNull())
    // code, face; null for an automatic signature.
    .addColumn('willingness', 'varchar(16)')
    .addColumn('application_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_flow_signatures_flow').on('sign_flow_signatures').columns(['flow_id', 'signer_id']).execute();

  await db.schema
    .createTable('sign_flow_reports')
    .addColumn('flow_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('path', 'varchar(200)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sign_flow_deadline_reminders')
    .addColumn('flow_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('sign_flow_signers').addColumn('auto_seal_id', 'varchar(36)').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
