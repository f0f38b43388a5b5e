import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database.js';
import { reusableQuery } from './reusable-query.js';

describe('reusableQuery', () => {
  const db = createDatabase({ kind: 'sqlite', file: path.join(os.tmpdir(), `reusable-${process.pid}-${Date.now()}.db`) });
  afterAll(() => db.destroy());

  it('runs the query compiled once with each call’s own values, keeping the literals it was built with', async () => {
    await sql`create table people (id text primary key, name text, active integer)`.execute(db);
    await sql`insert into people values ('a', 'Ann', 1), ('b', 'Bo', 1), ('c', 'Cy', 0)`.execute(db);
    let built = 0;
    const byId = reusableQuery((d, id: string) => {
      built++;
      return (d as unknown as typeof db)
        .selectFrom('people' as never)
        .select(['name' as never])
        .where('id' as never, '=', id as never)
        .where('active' as never, '=', 1 as never);
    });
    expect(await byId(db, 'a')).toEqual([{ name: 'Ann' }]);
    expect(await byId(db, 'b')).toEqual([{ name: 'Bo' }]);
    expect(await byId(db, 'c')).toEqual([]);
    expect(built).toBe(1);
  });

  it('refuses a query whose shape leaves an argument out (it could never be swapped in)', async () => {
    const broken = reusableQuery((d, _id: string) => (d as unknown as typeof db).selectFrom('people' as never).select(['name' as never]));
    await expect(broken(db, 'a')).rejects.toThrow(/does not reach/);
  });
});
