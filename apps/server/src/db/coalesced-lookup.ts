import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.js';

/**
 * A read by key that many callers make at once (issue 15: the identity provider's registry read
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
  const maxBatch = o.maxBatch ?? 100;
  interface Waiting {
    key: string;
    resolve: (row: Row | undefined) => void;
    reject: (error: unknown) => void;
  }
  const lanes = new WeakMap<Db, { inFlight: boolean; waiting: Waiting[] }>();
  const one = async (db: Db, key: string) => (await o.findMany(db, [key]))[0];

  async function drain(db: Db, lane: { inFlight: boolean; waiting: Waiting[] }): Promise<void> {
    lane.inFlight = true;
    while (lane.waiting.length > 0) {
      const batch = lane.waiting.splice(0, maxBatch);
      try {
        const rows = await o.findMany(db, [...new Set(batch.map((w) => w.key))]);
        const byKey = new Map(rows.map((row) => [o.keyOf(row), row]));
        for (const w of batch) w.resolve(byKey.get(w.key));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    lane.inFlight = false;
  }

  return (db, key) => {
    if (db.isTransaction || !(db.getExecutor().adapter instanceof PostgresAdapter)) return one(db, key);
    let lane = lanes.get(db);
    if (!lane) lanes.set(db, (lane = { inFlight: false, waiting: [] }));
    const found = new Promise<Row | undefined>((resolve, reject) => lane.waiting.push({ key, resolve, reject }));
    if (!lane.inFlight) void drain(db, lane);
    return found;
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
