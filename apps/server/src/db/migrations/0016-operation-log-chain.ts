import { type Kysely, sql } from 'kysely';
import { type ChainedRow, chainHash, genesisHash } from '../../platform/audit-chain.js';

/**
 * The operation log becomes tamper-evident and listable at scale. Each row joins its
 * tenant's hash chain (`chain_key`, `seq`, `prev_hash`, `hash`; see platform/audit-chain.ts) and
 * `operation_log_heads` keeps each chain's newest number and hash — the row writers lock, so two
 * writers never take the same number. Rows already written are chained here, oldest first per
 * tenant. The indexes serve the list: the tenant, then each filter, then (created_at, id).
 */
interface Tables {
  operation_logs: ChainedRow;
  operation_log_heads: { chain_key: string; seq: number; hash: string };
}

export async function up(raw: Kysely<unknown>): Promise<void> {
  // The tables as they stand at this migration, not as db/schema.ts may describe them later.
  const db = raw as Kysely<Tables>;
  await db.schema.alterTable('operation_logs').addColumn('chain_key', 'varchar(80)').execute();
  await db.schema.alterTable('operation_logs').addColumn('seq', 'bigint').execute();
  await db.schema.alterTable('operation_logs').addColumn('prev_hash', 'varchar(64)').execute();
  await db.schema.alterTable('operation_logs').addColumn('hash', 'varchar(64)').execute();
  await db.schema.alterTable('operation_logs').addColumn('device', 'varchar(255)').execute();
  await db.schema
    .createTable('operation_log_heads')
    .addColumn('chain_key', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .execute();

  await sql`update operation_logs set chain_key = case
      when enterprise_id is not null then 'e:' || enterprise_id
      when user_id is not null then 'u:' || user_id
      when operator_id is not null then 'o:' || operator_id
      else 'system' end`.execute(db);
  const index = (name: string, columns: string[]) => db.schema.createIndex(name).on('operation_logs').columns(columns).execute();
  await index('operation_logs_chain_time', ['chain_key', 'created_at', 'id']);
  await index('operation_logs_chain_service_time', ['chain_key', 'service', 'created_at', 'id']);
  await index('operation_logs_chain_user_time', ['chain_key', 'user_id', 'created_at', 'id']);
  await index('operation_logs_chain_user_service_time', ['chain_key', 'user_id', 'service', 'created_at', 'id']);

  // Chain what is there, oldest first per tenant, a batch at a time.
  let after: { chain_key: string; created_at: number; id: string } | null = null;
  let head: { key: string; seq: number; hash: string } | null = null;
  const heads: { chain_key: string; seq: number; hash: string }[] = [];
  for (;;) {
    let query = db.selectFrom('operation_logs').selectAll().orderBy('chain_key').orderBy('created_at').orderBy('id').limit(2000);
    if (after) {
      const a: { chain_key: string; created_at: number; id: string } = after;
      query = query.where((eb) =>
        eb.or([
          eb('chain_key', '>', a.chain_key),
          eb.and([eb('chain_key', '=', a.chain_key), eb('created_at', '>', a.created_at)]),
          eb.and([eb('chain_key', '=', a.chain_key), eb('created_at', '=', a.created_at), eb('id', '>', a.id)]),
        ]),
      );
    }
    const rows = (await query.execute()) as ChainedRow[];
    if (rows.length === 0) break;
    // PostgreSQL runs each migration in a transaction already; SQLite's batch gets one of its own.
    const inBatch = (fn: (trx: Kysely<Tables>) => Promise<void>) => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
    await inBatch(async (trx) => {
      for (const row of rows) {
        if (!head || head.key !== row.chain_key) {
          if (head) heads.push({ chain_key: head.key, seq: head.seq, hash: head.hash });
          head = { key: row.chain_key, seq: 0, hash: genesisHash };
        }
        const chained = { ...row, created_at: Number(row.created_at), device: null, seq: head.seq + 1 };
        const hash = chainHash(head.hash, chained);
        await trx.updateTable('operation_logs').set({ seq: chained.seq, prev_hash: head.hash, hash }).where('id', '=', row.id).execute();
        head = { key: row.chain_key, seq: chained.seq, hash };
      }
    });
    const last = rows.at(-1)!;
    after = { chain_key: last.chain_key, created_at: Number(last.created_at), id: last.id };
  }
  const lastHead = head as { key: string; seq: number; hash: string } | null;
  if (lastHead) heads.push({ chain_key: lastHead.key, seq: lastHead.seq, hash: lastHead.hash });
  for (let i = 0; i < heads.length; i += 500)
    await db
      .insertInto('operation_log_heads')
      .values(heads.slice(i, i + 500))
      .execute();

  // One number per row of a chain: the verification's walk and the export read by it.
  await db.schema.createIndex('operation_logs_chain_seq').on('operation_logs').columns(['chain_key', 'seq']).unique().execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
