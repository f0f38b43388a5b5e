import type { Kysely } from 'kysely';

/**
 * Sign flows seen by their recipients: the flows waiting for a person's signature and those copied
 * to it, matched by the account's phone (its keyed hash) as the hosted page matches signers. A CC
 * recipient's phone gets its keyed hash too (rows before this have none: they were never listed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sign_flow_ccs').addColumn('phone_hash', 'varchar(64)').execute();
  // Waiting for me: my signer rows of one status, newest first.
  await db.schema
    .createIndex('sign_flow_signers_phone_status_created')
    .on('sign_flow_signers')
    .columns(['phone_hash', 'status', 'created_at', 'id'])
    .execute();
  // Copied to me, newest first.
  await db.schema.createIndex('sign_flow_ccs_phone_created').on('sign_flow_ccs').columns(['phone_hash', 'created_at', 'id']).execute();
  // An enterprise member's own flows (the initiator), newest first, of one status or all.
  await db.schema
    .createIndex('sign_flows_enterprise_user_created')
    .on('sign_flows')
    .columns(['enterprise_id', 'user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('sign_flows_enterprise_user_status_created')
    .on('sign_flows')
    .columns(['enterprise_id', 'user_id', 'status', 'created_at', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
