import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.js';
import { batchWhileInFlight } from './in-flight-batches.js';

/**
 * A read by key that many callers make at once (the identity provider's registry read
 * on every verification call). On PostgreSQL, while one read is in flight on a handle, the keys asked
 * for meanwhile wait and go together as the next query — one round trip, parse and plan for many
 * callers instead of one each; an idle handle's read goes at once, alone. Inside a transaction, or
 * on SQLite (in process, no round trip), each read runs by itself.
 */
export function coalescedLookup<Row>(o: {
  /** The rows of these keys (at most `maxBatch`), in any order. */
  findMany: (db: Db, keys: readonly string[]) => Promise<Row[]>;
  keyOf: (row: Row) => string;
  maxBatch?: number;
}): (db: Db, key: string) => Promise<Row | undefined> {
  const batched = batchWhileInFlight<string, Row | undefined>({
    run: async (db, _lane, keys) => {
      const rows = await o.findMany(db, [...new Set(keys)]);
      const byKey = new Map(rows.map((row) => [o.keyOf(row), row]));
      return keys.map((key) => byKey.get(key));
    },
    maxBatch: o.maxBatch ?? 100,
  });
  return async (db, key) => {
    if (db.isTransaction || !(db.getExecutor().adapter instanceof PostgresAdapter)) return (await o.findMany(db, [key]))[0];
    return batched(db, '', key);
  };
}

/**
 * The usual case: whole rows of one table by one column. A lone key goes through `one` (the caller's
 * compiled query, on either database); keys gathered on PostgreSQL go as `column = any($1)`.
 */
export function coalescedRowsByColumn<Row>(o: {
  table: string;
  column: string;
  one: (db: Db, key: string) => Promise<Row[]>;
  keyOf: (row: Row) => string;
}): (db: Db, key: string) => Promise<Row | undefined> {
  return coalescedLookup<Row>({
    findMany: async (db, keys) =>
      keys.length === 1
        ? o.one(db, keys[0]!)
        : (await sql<Row>`select * from ${sql.table(o.table)} where ${sql.ref(o.column)} = any(${[...keys]})`.execute(db)).rows,
    keyOf: o.keyOf,
  });
}
