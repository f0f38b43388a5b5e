import type { Insertable } from 'kysely';
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
const moveHeadQuery = reusableQuery((db: Db, hash: string, chainKey: string) =>
  db.updateTable('operation_log_heads').set({ hash }).where('chain_key', '=', chainKey),
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
  await moveHeadQuery(trx, row.hash, row.chain_key);
  await countDailyQuery(trx, row.chain_key, day, row.user_id ?? '', row.service);
}
