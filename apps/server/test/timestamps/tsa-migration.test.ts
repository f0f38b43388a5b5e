import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { createDatabase, ensureSchema, migrateToLatest, migratorFor } from '../../src/db/database.js';
import { migrations } from '../../src/db/migrations/index.js';
import { databases } from '../support/harness.js';

/** Migration 0046 over a database whose TSA already has its one certificate per track. */
describe.each(databases)('the TSA certificates before rotation (%s)', (kind) => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the existing certificate as generation 1, then takes a second of the same track, not a second generation 1', async () => {
    const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'tsa-migration-'));
    dirs.push(dir);
    const schema = `m_${process.pid}_${Date.now().toString(36)}`;
    const database: Config['database'] =
      kind === 'postgres'
        ? ({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema } as const)
        : ({ kind: 'sqlite', file: nodePath.join(dir, 'db.sqlite') } as const);
    const db = createDatabase(database);
    try {
      if (kind === 'postgres') await ensureSchema(db, schema);
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0046'));
      expect((await (await migratorFor(db, database, before)).migrateToLatest()).error).toBeUndefined();
      await sql`insert into key_store_keys (id, algorithm, label, public_key, sealed_private_key, created_at)
        values ('k1', 'rsa2048', 'rsa2048-tsa', 'p', 's', 0), ('k2', 'rsa2048', 'rsa2048-tsa', 'p', 's', 0),
               ('k3', 'rsa2048', 'rsa2048-ocsp-responder', 'p', 's', 0)`.execute(db);
      await sql`insert into tsa_certificates (id, algorithm, key_id, certificate, serial, not_after, created_at)
        values ('t1', 0, 'k1', 'c1', 's1', 500000, 100000)`.execute(db);
      await sql`insert into ocsp_responders (id, algorithm, key_id, certificate, serial, not_after, created_at)
        values ('r1', 0, 'k3', 'c3', 's3', 500000, 100000)`.execute(db);

      await migrateToLatest(db, database);

      const rows = await db.selectFrom('tsa_certificates').selectAll().execute();
      expect(rows).toEqual([
        {
          id: 't1',
          algorithm: 0,
          generation: 1,
          key_id: 'k1',
          certificate: 'c1',
          serial: 's1',
          not_before: 40000,
          not_after: 500000,
          created_at: 100000,
        },
      ]);
      const next = { ...rows[0]!, id: 't2', key_id: 'k2', generation: 2 };
      await db.insertInto('tsa_certificates').values(next).execute();
      await expect(
        db
          .insertInto('tsa_certificates')
          .values({ ...next, id: 't3' })
          .execute(),
      ).rejects.toThrow();
      expect(await db.selectFrom('ocsp_responders').select(['id', 'generation']).execute()).toEqual([{ id: 'r1', generation: null }]);
    } finally {
      if (kind === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    }
  });
});
