import type { Kysely } from 'kysely';

/**
 * Batch signing: a signer with several flows waiting signs the chosen ones after one
 * willingness check. The batch row is the signer's session for it: its token's SHA-256, the account
 * (the tenant key), how it was proven, the chosen signer rows, a keyed hash binding the willingness
 * code to this batch, and the per-flow results (so a second submit answers them instead of signing
 * again). A view row per document the signer opened in the batch: a flow is chosen only once all its
 * documents were opened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_flow_batches')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    // code or session: how the signer proved itself when it opened the batch.
    .addColumn('proven_by', 'varchar(8)', (c) => c.notNull())
    // open, coded (a willingness code was sent for the chosen flows), signing, done.
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    // JSON array of signer ids, fixed when the code is sent.
    .addColumn('chosen', 'text')
    .addColumn('code_hash', 'varchar(64)')
    // JSON array of { signerId, status, error? }.
    .addColumn('results', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sign_flow_batch_views')
    .addColumn('batch_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('document_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('signer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_flow_batch_views_pk', ['batch_id', 'document_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
