import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './database.js';

/**
 * A query built and compiled once per database handle and then only run with new values (in a profile,
 * building the session read's query tree was a sixth of a signed-in request's CPU). `build` is called
 * once with a marker in place of each argument; every later call swaps the markers in the compiled
 * parameters for the values. Use it only for hot queries whose shape never depends on the values.
 * The compiled text depends only on the dialect, so it is kept per dialect adapter — shared by the
 * handle and every transaction opened on it (a signature's writes all run in one).
 * A nullable column takes `null` as its value; the marker only stands in while building.
 */
export function reusableQuery<Args extends readonly (string | number | null)[], Row>(
  build: (db: Db, ...args: { [K in keyof Args]: string }) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<object, { query: CompiledQuery<Row>; slots: number[] }>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let hit = compiled.get(adapter);
    if (!hit) {
      const markers = args.map((_, i) => `\u0000reusable-query-argument-${i}\u0000`) as { [K in keyof Args]: string };
      const query = build(db, ...markers).compile();
      const slots = query.parameters.map((p) => markers.indexOf(p as string));
      if (markers.some((_, i) => !slots.includes(i))) throw new Error('reusableQuery: an argument does not reach the parameters');
      compiled.set(adapter, (hit = { query, slots }));
    }
    const { query, slots } = hit;
    const parameters = query.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
