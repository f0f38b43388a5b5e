import type { Kysely } from 'kysely';

/**
 * Templates' last parts. A signer fills its own fields on the hosted page: a flow made from a template
 * gives each role's signer the role's fill-in fields (`fill_fields`, JSON: key, label, kind, rule, box
 * — copied from the version, so a later edit of the template changes nothing) and keeps what it typed
 * (`fill_values_cipher`, JSON sealed like every personal datum: an ID number, a phone) until it signs,
 * so a reload or a retry keeps them. Old batch-signing rows are cleaned by a job: it deletes by
 * `expires_at`, oldest first, along this index (and a batch's views by their primary key's prefix).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sign_flow_signers').addColumn('fill_fields', 'text').execute();
  await db.schema.alterTable('sign_flow_signers').addColumn('fill_values_cipher', 'text').execute();
  await db.schema.createIndex('sign_flow_batches_expires').on('sign_flow_batches').columns(['expires_at', 'id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
