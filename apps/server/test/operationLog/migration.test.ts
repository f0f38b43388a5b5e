import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { createDatabase, ensureSchema, migrateToLatest, migratorFor } from '../../src/db/database.js';
import { migrations } from '../../src/db/migrations/index.js';
import { type ChainedRow, genesisHash, verifyChain } from '../../src/platform/audit-chain.js';
import { databases } from '../support/harness.js';

/** Migrations 0016 and 0017 over a log written before them: every row chained per tenant, every act counted. */
describe.each(databases)('chaining the rows already written (%s)', (kind) => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('numbers and hashes each tenant’s rows oldest first, sets the heads and counts the days', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oplog-migration-'));
    dirs.push(dir);
    const schema = `m_${process.pid}_${Date.now().toString(36)}`;
    const database: Config['database'] =
      kind === 'postgres'
        ? ({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema } as const)
        : ({ kind: 'sqlite', file: path.join(dir, 'db.sqlite') } as const);
    const db = createDatabase(database);
    try {
      if (kind === 'postgres') await ensureSchema(db, schema);
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0016'));
      const migrator = await migratorFor(db, database, before);
      const { error } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      const legacy = (i: number, tenant: { enterprise_id?: string; user_id?: string }) => ({
        id: `legacy-${String(i).padStart(3, '0')}`,
        enterprise_id: tenant.enterprise_id ?? null,
        user_id: tenant.user_id ?? null,
        operator_id: null,
        service: i % 2 ? 'apps' : 'account',
        action: 'old',
        content: `act ${i}`,
        ip: '198.51.100.1',
        // Out of id order on purpose: the chain follows time.
        created_at: Date.UTC(2026, 9, 1) + (10 - i) * 3_600_000,
      });
      const rows = [
        ...Array.from({ length: 6 }, (_, i) => legacy(i, { enterprise_id: 'ent-a', user_id: `u${i % 2}` })),
        ...Array.from({ length: 3 }, (_, i) => legacy(10 + i, { user_id: 'solo' })),
      ];
      await sql`insert into operation_logs (id, enterprise_id, user_id, operator_id, service, action, content, ip, created_at)
        values ${sql.join(rows.map((r) => sql`(${r.id}, ${r.enterprise_id}, ${r.user_id}, ${r.operator_id}, ${r.service}, ${r.action}, ${r.content}, ${r.ip}, ${r.created_at})`))}`.execute(
        db,
      );

      await migrateToLatest(db, database);

      for (const [chainKey, count] of [
        ['e:ent-a', 6],
        ['u:solo', 3],
      ] as const) {
        const chain = (await db
          .selectFrom('operation_logs')
          .selectAll()
          .where('chain_key', '=', chainKey)
          .orderBy('seq')
          .execute()) as unknown as ChainedRow[];
        expect(chain).toHaveLength(count);
        expect(chain.map((r) => Number(r.created_at))).toEqual([...chain.map((r) => Number(r.created_at))].sort((a, b) => a - b));
        const { broken, last } = verifyChain(chain, { seq: 0, hash: genesisHash });
        expect(broken).toBeNull();
        const head = await db.selectFrom('operation_log_heads').selectAll().where('chain_key', '=', chainKey).executeTakeFirstOrThrow();
        expect({ seq: Number(head.seq), hash: head.hash }).toEqual(last);
      }
      const counted = await db
        .selectFrom('operation_log_daily')
        .select((eb) => eb.fn.sum<number>('count').as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(counted.n)).toBe(rows.length);
    } finally {
      if (kind === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    }
  });
});
