import { type Insertable, type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { reusableQuery } from '../db/reusable-query.js';
import { type ChainedFields, genesisHash } from './audit-chain.js';
import type { Tenant } from './tenant.js';
import { ownedBy } from './tenant-queries.js';

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
// The hot path's three statements, compiled once (every signature writes one entry).
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
  'phrase',
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
 * transaction's round trips (every signature writes an entry, and an enterprise's
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
      insert into operation_logs (id, enterprise_id, user_id, operator_id, service, action, content, ip, created_at, chain_key, device, phrase, seq, prev_hash, hash)
      select ${row.id}, ${row.enterprise_id ?? null}, ${row.user_id ?? null}, ${row.operator_id ?? null}, ${row.service}, ${row.action},
             ${row.content}, ${row.ip}, ${row.created_at}::bigint, ${row.chain_key}, ${row.device ?? null}, ${row.phrase ?? null}, head.seq, head.prev_hash, head.hash
        from head
    )${kept}
    insert into operation_log_daily (chain_key, day, user_id, service, count)
    values (${row.chain_key}, ${o.day}, ${row.user_id ?? ''}, ${row.service}, 1)
    on conflict (chain_key, day, user_id, service) do update set count = operation_log_daily.count + 1`.execute(db);
}

/** An entry ready for `actsAppendedCtes`: its row before the chain numbers it (audit.ts `preparedAct`). */
export interface PreparedAct {
  row: Omit<ChainedFields, 'seq'>;
  /** The canonical row after its number: `canonicalRow` is `[` + seq + canonicalTail. */
  canonicalTail: string;
  day: number;
  withRow?: RowOfTheAct;
}

/**
 * PostgreSQL: CTEs, to splice into a statement of the caller's after its own, that append the acts
 * whose `ord` is at most `upTo` (an SQL expression of that statement, e.g. how many of its calls were
 * granted a unit) to their chains, with their rows and the day's counts — so that the acts commit
 * with the caller's writes in one statement (a batch of paid signatures is one round trip).
 * Each chain's head is locked and its entries numbered and hashed in order by a recursive CTE, from
 * the head's hash or, for a chain without a head yet, the genesis hash. Two statements opening the
 * same chain at once would both number from 1: the second's plain insert of the head (no upsert)
 * trips the head's primary key — the operation log, partitioned by month on PostgreSQL (0057), can
 * hold (chain_key, seq) unique only per month — and the caller retries (`isChainOpeningRace`). The text depends only on the acts' tables and
 * columns, so it is one prepared statement however many acts a batch carries.
 */
export function actsAppendedCtes(acts: readonly { ord: number; act: PreparedAct }[], upTo: RawBuilder<unknown>) {
  const entries = acts.map(({ ord, act }) => ({ ...act.row, ord, tail: act.canonicalTail, day: act.day }));
  const rowGroups = new Map<string, { table: keyof Database; columns: string[]; rows: { ord: number; row: RowOfTheAct['row'] }[] }>();
  for (const { ord, act } of acts) {
    if (!act.withRow) continue;
    const columns = Object.keys(act.withRow.row);
    const key = `${act.withRow.table}(${columns.join(',')})`;
    const group = rowGroups.get(key) ?? { table: act.withRow.table, columns, rows: [] };
    group.rows.push({ ord, row: act.withRow.row });
    rowGroups.set(key, group);
  }
  const rowCtes = [...rowGroups.values()].map(
    (g, i) => sql`, ${sql.raw(`act_rows_${i}`)} as (
      insert into ${sql.table(g.table)} (${sql.join(g.columns.map((c) => sql.ref(c)))})
      select ${sql.join(g.columns.map((c) => sql.ref(`r.${c}`)))}
        from jsonb_array_elements(${JSON.stringify(g.rows)}::jsonb) e, jsonb_populate_record(null::${sql.table(g.table)}, e->'row') r
       where (e->>'ord')::int <= ${upTo}
    )`,
  );
  return sql`, acts as (
      select a.*, row_number() over (partition by a.chain_key order by a.ord) as chain_ord
        from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as a(ord int, id text, enterprise_id text, user_id text,
             operator_id text, service text, action text, content text, ip text, created_at bigint, chain_key text, device text,
             phrase text, tail text, day int)
       where a.ord <= ${upTo}
    ), act_heads as (
      select h.chain_key::text as chain_key, h.seq::bigint as seq, h.hash::text as hash
        from operation_log_heads h
       where h.chain_key in (select chain_key from acts)
         for update
    ), act_bases as (
      select chain_key, seq, hash from act_heads
      union all
      select k.chain_key, 0::bigint, ${genesisHash}::text
        from (select distinct chain_key from acts) k
       where not exists (select 1 from act_heads h where h.chain_key = k.chain_key)
    ), act_chain (chain_key, chain_ord, seq, prev_hash, hash) as (
      select chain_key, 0::bigint, seq, null::text, hash from act_bases
      union all
      select a.chain_key, a.chain_ord, c.seq + 1, c.hash,
             encode(sha256(convert_to(c.hash || chr(10) || '[' || (c.seq + 1)::text || a.tail, 'UTF8')), 'hex')
        from act_chain c join acts a on a.chain_key = c.chain_key and a.chain_ord = c.chain_ord + 1
    ), act_logged as (
      insert into operation_logs (id, enterprise_id, user_id, operator_id, service, action, content, ip, created_at, chain_key, device, phrase, seq, prev_hash, hash)
      select a.id, a.enterprise_id, a.user_id, a.operator_id, a.service, a.action, a.content, a.ip, a.created_at, a.chain_key, a.device,
             a.phrase, c.seq, c.prev_hash, c.hash
        from acts a join act_chain c on c.chain_key = a.chain_key and c.chain_ord = a.chain_ord
    ), act_ends as (
      select distinct on (chain_key) chain_key, seq, hash, prev_hash from act_chain where chain_ord > 0 order by chain_key, chain_ord desc
    ), act_heads_moved as (
      update operation_log_heads h set seq = e.seq, hash = e.hash, prev_hash = e.prev_hash
        from act_ends e
       where h.chain_key = e.chain_key and e.chain_key in (select chain_key from act_heads)
    ), act_heads_opened as (
      insert into operation_log_heads (chain_key, seq, hash, prev_hash)
      select chain_key, seq, hash, prev_hash from act_ends e where e.chain_key not in (select chain_key from act_heads)
    ), act_days as (
      insert into operation_log_daily (chain_key, day, user_id, service, count)
      select chain_key, day, coalesce(user_id, ''), service, count(*) from acts group by chain_key, day, coalesce(user_id, ''), service
      on conflict (chain_key, day, user_id, service) do update set count = operation_log_daily.count + excluded.count
    )${sql.join(rowCtes, sql``)}`;
}

/** The error PostgreSQL raises when two statements opened the same chain at once (see `actsAppendedCtes`): retry once. */
export const isChainOpeningRace = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  ['operation_log_heads_pkey', 'operation_logs_chain_seq'].includes((error as { constraint?: string }).constraint ?? '');

/** One entry by id, only among the tenant's own rows. */
export async function findTenantEntry(db: Db, id: string, tenant: Tenant) {
  return db
    .selectFrom('operation_logs')
    .select(['id', 'service', 'action', 'content', 'ip', 'created_at'])
    .where('id', '=', id)
    .where(ownedBy(tenant))
    .executeTakeFirst();
}
