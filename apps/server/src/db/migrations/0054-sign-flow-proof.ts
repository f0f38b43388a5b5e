import type { Kysely } from 'kysely';

/**
 * The hosted signing page's proof of identity: once a signer proved it is the named
 * person — an SMS code to the flow's phone, or a session of the account that phone (or e-mail) leads
 * to — the page holds a proof token; the signer's row keeps only its SHA-256, how it was proven, the
 * account it was proven as, and when. A new link (a reminder) or the signer's end makes it useless.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sign_flow_signers').addColumn('proof_hash', 'varchar(64)').execute();
  // code or session.
  await db.schema.alterTable('sign_flow_signers').addColumn('proven_by', 'varchar(8)').execute();
  await db.schema.alterTable('sign_flow_signers').addColumn('proven_user_id', 'varchar(36)').execute();
  await db.schema.alterTable('sign_flow_signers').addColumn('proven_at', 'bigint').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
