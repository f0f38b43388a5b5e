import type { Kysely } from 'kysely';

/**
 * Sign flows' events: every event of a flow — created, started, a signer notified,
 * opened, its willingness passed, signed, rejected, urged, the deadline extended, revoked, expired,
 * completed, a CC recipient notified — with its time, who acted (sealed; masked when read) and from
 * which address, written in the transaction of the change it records. The detail's timeline, the
 * back office's events view and the completion certificate's history read it, oldest first, keyset
 * paged over (flow_id, created_at, id). Tenant keys as every sign-flow row.
 *
 * Also: when a signer first opened its link (`opened_at`, the one "opened" event's claim), and a
 * completed flow's pending completion work (`completion_due_at`: the evidence deposit, the
 * certificate, then the flow-end callback, done by a job; null once done) with its tries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_flow_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('flow_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    // The signer or CC recipient the event is about.
    .addColumn('party_id', 'varchar(36)')
    // initiator, signer, application, system.
    .addColumn('actor_kind', 'varchar(16)', (c) => c.notNull())
    // The acting person's name or account, sealed (an application's id in the clear: not personal).
    .addColumn('actor', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('reason', 'text')
    .addColumn('deadline_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_flow_events_flow').on('sign_flow_events').columns(['flow_id', 'created_at', 'id']).execute();

  await db.schema.alterTable('sign_flow_signers').addColumn('opened_at', 'bigint').execute();
  await db.schema.alterTable('sign_flows').addColumn('completion_due_at', 'bigint').execute();
  await db.schema
    .alterTable('sign_flows')
    .addColumn('completion_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sign_flows_completion_due').on('sign_flows').columns(['completion_due_at', 'id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
