import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { reusableQuery } from '../db/reusable-query.js';
import { genesisHash } from './audit-chain.js';

/** SQL of the operation log (audit.ts). Rows are only ever inserted: nothing here updates or deletes one. */

/**
 * Takes the chain's next number: creates the head at 1 or moves it on, in one statement that locks
 * the head row until the transaction ends (PostgreSQL; SQLite has one writer). Answers the number
 * taken and the hash of the row before it.
 */
const takeChainNumberQuery = reusableQuery((db: Db, chainKey: string) =>
  db
    .insertInto('operation_log_heads')
    .values({ chain_key: chainKey, seq: 1, hash: genesisHash })
    .onConflict((oc) => oc.column('chain_key').doUpdateSet((eb) => ({ seq: eb(eb.ref('operation_log_heads.seq'), '+', 1) })))
    .returning(['seq', 'hash']),
);

export async function takeChainNumber(trx: Db, chainKey: string): Promise<{ seq: number; prevHash: string }> {
  const [row] = await takeChainNumberQuery(trx, chainKey);
  if (!row) throw new Error('takeChainNumber: no head returned');
  return { seq: Number(row.seq), prevHash: row.hash };
}

type LogRow = Insertable<Database['operation_logs']>;
// The hot path's three statements, compiled once (issue 16: every signature writes one entry).
const logColumns = [
  'id',
  'enterprise_id',
  'user_id',
  'operator_id',
  'service',
  'action',
  'content',
  'ip',
  'created_at',
  'chain_key',
  'seq',
  'prev_hash',
  'hash',
  'device',
] as const;
const insertLogQuery = reusableQuery((db: Db, ...v: string[]) =>
  db.insertInto('operation_logs').values(Object.fromEntries(logColumns.map((c, i) => [c, v[i]])) as unknown as LogRow),
);
const moveHeadQuery = reusableQuery((db: Db, hash: string, prevHash: string, chainKey: string) =>
  db.updateTable('operation_log_heads').set({ hash, prev_hash: prevHash }).where('chain_key', '=', chainKey),
);
const countDailyQuery = reusableQuery((db: Db, chainKey: string, day: string, userId: string, service: string) =>
  db
    .insertInto('operation_log_daily')
    .values({ chain_key: chainKey, day: day as unknown as number, user_id: userId, service, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['chain_key', 'day', 'user_id', 'service'])
        .doUpdateSet((eb) => ({ count: eb(eb.ref('operation_log_daily.count'), '+', 1) })),
    ),
);

/** Writes the row, moves the chain's head to it and counts it in the day's rollup. */
export async function insertChainedLog(trx: Db, row: LogRow, day: number): Promise<void> {
  await insertLogQuery(trx, ...logColumns.map((c) => (row[c] ?? null) as string | number | null));
  await moveHeadQuery(trx, row.hash, row.prev_hash, row.chain_key);
  await countDailyQuery(trx, row.chain_key, day, row.user_id ?? '', row.service);
}

/** A row the act itself writes (a signature's record), kept with its log entry: see `writeOperationLog`. */
export interface RowOfTheAct {
  table: keyof Database;
  row: Readonly<Record<string, string | number | null>>;
}

/** `insert into <table> (<columns>) values (<values>)`, the same text on both databases. */
export function insertRowOfTheAct({ table, row }: RowOfTheAct) {
  const columns = Object.keys(row);
  return sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(columns.map((c) => row[c]))})`;
}

/**
 * PostgreSQL: the whole entry as one statement, atomic by itself — the head moved under its row lock
 * (the new row's hash computed there from the old head's, so no second round trip has to carry it
 * back), the row written with the number and hashes the head returns, the day's count. One round
 * trip instead of four, and the head is locked for one statement, not for the rest of the caller's
 * transaction's round trips (issue 16: every signature writes an entry, and an enterprise's
 * signatures all share its chain). `canonicalTail` is the canonical row after its number:
 * `canonicalRow` is `[` + seq + canonicalTail; `firstHash` is the row's hash if it opens the chain.
 */
export async function appendChainedLogOnPostgres(
  db: Db,
  row: Omit<LogRow, 'seq' | 'prev_hash' | 'hash'>,
  o: { canonicalTail: string; firstHash: string; day: number; withRow?: RowOfTheAct },
): Promise<void> {
  const head = sql.ref('operation_log_heads');
  const kept = o.withRow ? sql`, kept as (${insertRowOfTheAct(o.withRow)})` : sql``;
  await sql`
    with head as (
      insert into operation_log_heads (chain_key, seq, hash, prev_hash)
      values (${row.chain_key}, 1, ${o.firstHash}, ${genesisHash})
      on conflict (chain_key) do update set
        seq = ${head}.seq + 1,
        prev_hash = ${head}.hash,
        hash = encode(sha256(convert_to(${head}.hash || chr(10) || '[' || (${head}.seq + 1)::text || ${o.canonicalTail}::text, 'UTF8')), 'hex')
      returning seq, prev_hash, hash
    ), logged as (
      insert into operation_logs (id, enterprise_id, user_id, operator_id, service, action, content, ip, created_at, chain_key, device, seq, prev_hash, hash)
      select ${row.id}, ${row.enterprise_id ?? null}, ${row.user_id ?? null}, ${row.operator_id ?? null}, ${row.service}, ${row.action},
             ${row.content}, ${row.ip}, ${row.created_at}::bigint, ${row.chain_key}, ${row.device ?? null}, head.seq, head.prev_hash, head.hash
        from head
    )${kept}
    insert into operation_log_daily (chain_key, day, user_id, service, count)
    values (${row.chain_key}, ${o.day}, ${row.user_id ?? ''}, ${row.service}, 1)
    on conflict (chain_key, day, user_id, service) do update set count = operation_log_daily.count + 1`.execute(db);
}
