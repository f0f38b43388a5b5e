import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { ChainedRow } from './audit-chain.js';
import { type ListPosition, defineListOrder } from './keyset.js';
import { countUpTo, keysetPage } from './keyset-queries.js';

/**
 * SQL of the operation log's reader (the operationLog capability's list, verify, export and statistics):
 * the log is the platform's (decision 49), so its reads live beside its writer (audit-queries.ts). Every
 * query is bound to one chain (the tenant). Nothing writes here.
 */

export interface LogFilter {
  chainKey: string;
  /** The acting person (a member's own acts, or the actor filter). */
  userId?: string;
  service?: string;
  keyword?: string;
  from?: number;
  to?: number;
}

const filtered = (db: Db, f: LogFilter) => {
  let q = db.selectFrom('operation_logs').where('operation_logs.chain_key', '=', f.chainKey);
  if (f.userId) q = q.where('operation_logs.user_id', '=', f.userId);
  if (f.service) q = q.where('operation_logs.service', '=', f.service);
  if (f.from !== undefined) q = q.where('operation_logs.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('operation_logs.created_at', '<', f.to);
  if (f.keyword) {
    const pattern = `%${f.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<SqlBool>`lower(operation_logs.content) like ${pattern} escape '\\'`);
  }
  return q;
};

const columns = [
  'operation_logs.id',
  'operation_logs.user_id',
  'operation_logs.operator_id',
  'operation_logs.service',
  'operation_logs.action',
  'operation_logs.content',
  'operation_logs.ip',
  'operation_logs.created_at',
  'operation_logs.phrase',
] as const;

export interface LogRow {
  id: string;
  user_id: string | null;
  operator_id: string | null;
  service: string;
  action: string;
  content: string;
  ip: string;
  created_at: number;
  phrase: string | null;
}

/** Newest first over (chain_key[, user_id][, service], created_at, id). */
export const logOrder = defineListOrder<LogRow>('operationLog.list', 'desc', [
  { ref: 'operation_logs.created_at', field: 'created_at', type: 'number' },
  { ref: 'operation_logs.id', field: 'id', type: 'string' },
]);

export async function pageLogs(db: Db, filter: LogFilter, position: ListPosition) {
  const rows = filtered(db, filter).select(columns);
  const [page, total] = await Promise.all([
    keysetPage(rows, logOrder, position).execute(),
    countUpTo(db, filtered(db, filter).select('operation_logs.id')),
  ]);
  return { rows: page as LogRow[], total };
}

export const findLog = (db: Db, filter: LogFilter, id: string) =>
  filtered(db, filter)
    .select(columns)
    .select(['operation_logs.device', 'operation_logs.seq', 'operation_logs.prev_hash', 'operation_logs.hash'])
    .where('operation_logs.id', '=', id)
    .executeTakeFirst();

/** The first or last row number of a chain within [from, to), along (chain_key, created_at, id). */
export async function edgeSeq(db: Db, chainKey: string, from: number, to: number, edge: 'first' | 'last'): Promise<number | null> {
  const direction = edge === 'first' ? 'asc' : 'desc';
  const row = await filtered(db, { chainKey, from, to })
    .select('operation_logs.seq')
    .orderBy('operation_logs.created_at', direction)
    .orderBy('operation_logs.id', direction)
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.seq) : null;
}

const chained = [
  'id',
  'chain_key',
  'seq',
  'enterprise_id',
  'user_id',
  'operator_id',
  'service',
  'action',
  'content',
  'ip',
  'device',
  'created_at',
  'prev_hash',
  'hash',
  'phrase',
] as const;

/** Rows of a chain after a number, in order, over the unique (chain_key, seq). */
export const chainRowsAfter = async (db: Db, chainKey: string, afterSeq: number, uptoSeq: number, limit: number): Promise<ChainedRow[]> =>
  (await db
    .selectFrom('operation_logs')
    .select(chained)
    .where('chain_key', '=', chainKey)
    .where('seq', '>', afterSeq)
    .where('seq', '<=', uptoSeq)
    .orderBy('seq')
    .limit(limit)
    .execute()) as ChainedRow[];

export const chainRowAt = (db: Db, chainKey: string, seq: number) =>
  db.selectFrom('operation_logs').select(['seq', 'hash']).where('chain_key', '=', chainKey).where('seq', '=', seq).executeTakeFirst();

export const chainHead = (db: Db, chainKey: string) =>
  db.selectFrom('operation_log_heads').select(['seq', 'hash']).where('chain_key', '=', chainKey).executeTakeFirst();

/** The rollup's rows of a chain over platform days [fromDay, toDay], optionally one actor's, along its key. */
const daily = (db: Db, f: { chainKey: string; userId?: string; fromDay: number; toDay: number }) => {
  let q = db
    .selectFrom('operation_log_daily')
    .where('chain_key', '=', f.chainKey)
    .where('day', '>=', f.fromDay)
    .where('day', '<=', f.toDay);
  if (f.userId) q = q.where('user_id', '=', f.userId);
  return q;
};

/** Acts per platform day, from the rollup. */
export async function actsPerDay(db: Db, f: { chainKey: string; userId?: string; fromDay: number; toDay: number }) {
  const rows = await daily(db, f)
    .select(['day', sql<number>`sum(count)`.as('count')])
    .groupBy('day')
    .execute();
  return rows.map((r) => ({ day: Number(r.day), count: Number(r.count) }));
}

/** Acts per service, from the rollup. */
export async function actsPerService(db: Db, f: { chainKey: string; userId?: string; fromDay: number; toDay: number }) {
  const rows = await daily(db, f)
    .select(['service', sql<number>`sum(count)`.as('count')])
    .groupBy('service')
    .execute();
  return rows.map((r) => ({ service: r.service, count: Number(r.count) }));
}
