import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coalescedLookup, coalescedRowsByColumn } from '../../src/db/coalesced-lookup.js';
import type { Db } from '../../src/db/database.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

/**
 * Reads by key that arrive while one is in flight share the next query on PostgreSQL
 * (the identity registry, a certificate by serial, a key's row). Each caller still gets its own row
 * (or nothing), a failed query fails only the callers it carried, and SQLite reads one by one.
 */
describe.each(databases)('coalesced lookups (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.db
      .insertInto('operation_log_heads')
      .values(['a', 'b', 'c'].map((k, i) => ({ chain_key: `coalesce:${k}`, seq: i + 1, hash: k.repeat(64) })))
      .execute();
  });
  afterAll(() => t?.close());

  function headLookup(o: { failWhen?: (keys: readonly string[]) => boolean } = {}) {
    const queries: (readonly string[])[] = [];
    const lookup = coalescedLookup({
      findMany: async (db: Db, keys: readonly string[]) => {
        queries.push(keys);
        if (o.failWhen?.(keys)) throw new Error('the database went away');
        return db
          .selectFrom('operation_log_heads')
          .selectAll()
          .where(sql<boolean>`chain_key in (${sql.join(keys.map((k) => sql`${k}`))})`)
          .execute();
      },
      keyOf: (row) => row.chain_key,
    });
    return { lookup, queries };
  }

  it('answers each caller its own row, or nothing for a key not there', async () => {
    const { lookup, queries } = headLookup();
    const keys = Array.from({ length: 20 }, (_, i) => `coalesce:${'abcd'[i % 4]}`);
    const rows = await Promise.all(keys.map((k) => lookup(t.db, k)));
    rows.forEach((row, i) => {
      if (keys[i] === 'coalesce:d') expect(row).toBeUndefined();
      else expect(row).toMatchObject({ chain_key: keys[i], hash: keys[i]!.slice(-1).repeat(64) });
    });
    if (kind === 'postgres') {
      // The first goes alone; the other 19 wait for it and go together, each key asked once.
      expect(queries).toHaveLength(2);
      expect([...queries[1]!].sort()).toEqual(['coalesce:a', 'coalesce:b', 'coalesce:c', 'coalesce:d']);
    } else expect(queries).toHaveLength(20);
  });

  it('fails only the callers a failed query carried; the next read goes through', async () => {
    const { lookup } = headLookup({ failWhen: (keys) => keys.includes('coalesce:b') });
    const answers = await Promise.allSettled(['coalesce:a', 'coalesce:b', 'coalesce:c'].map((k) => lookup(t.db, k)));
    expect(answers[1]!.status).toBe('rejected');
    expect(answers[0]!.status).toBe('fulfilled');
    if (kind === 'postgres') expect(answers[2]!.status).toBe('rejected');
    else expect(answers[2]!.status).toBe('fulfilled');
    expect(await lookup(t.db, 'coalesce:c')).toMatchObject({ chain_key: 'coalesce:c' });
  });

  it('reads inside a transaction by itself, seeing that transaction’s own writes', async () => {
    const { lookup, queries } = headLookup();
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('operation_log_heads')
        .values({ chain_key: 'coalesce:e', seq: 1, hash: 'e'.repeat(64) })
        .execute();
      expect(await lookup(trx, 'coalesce:e')).toMatchObject({ chain_key: 'coalesce:e' });
    });
    expect(queries).toEqual([['coalesce:e']]);
  });

  it('reads whole rows by a column: a lone key by the caller’s query, gathered keys by one any() query', async () => {
    const lone: string[] = [];
    const byChain = coalescedRowsByColumn({
      table: 'operation_log_heads',
      column: 'chain_key',
      one: (db: Db, key: string) => {
        lone.push(key);
        return db.selectFrom('operation_log_heads').selectAll().where('chain_key', '=', key).execute();
      },
      keyOf: (row) => row.chain_key,
    });
    const keys = ['coalesce:a', 'coalesce:b', 'coalesce:c', 'coalesce:x', 'coalesce:b'];
    const rows = await Promise.all(keys.map((k) => byChain(t.db, k)));
    expect(rows.map((row) => row?.hash.slice(0, 1) ?? null)).toEqual(['a', 'b', 'c', null, 'b']);
    // PostgreSQL: the first alone, the other four together; SQLite: each alone.
    expect(lone).toEqual(kind === 'postgres' ? ['coalesce:a'] : keys);
  });
});
