import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { workOrdersRoutes as r } from '@console/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../src/config.js';
import { createDatabase, ensureSchema, migrateToLatest, migratorFor } from '../../src/db/database.js';
import { migrations } from '../../src/db/migrations/index.js';
import { nextNumberOfDay } from '../../src/features/workOrders/queries.js';
import type * as IdsModule from '../../src/platform/ids.js';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';
import { advanceKeepingSessions, newOrder, path } from './support.js';

// Ids whose last 32 bits are all alike, on demand: the six digits of the old numbers were drawn from
// them, so this forces the collision that answered an error about once in 80 creations on a busy day.
const ids = vi.hoisted(() => ({ sameTail: false }));
vi.mock('../../src/platform/ids.js', async (original) => {
  const real = await original<typeof IdsModule>();
  return { ...real, newId: (now?: number) => (ids.sameTail ? `${real.newId(now).slice(0, -8)}0000beef` : real.newId(now)) };
});

/** Work-order numbers: "WO", the day in China time, the day's count — unique by construction. */
describe.each(databases)('work-order numbers on %s', (kind) => {
  let t: TestApp;
  let person: { userId: string; cookie: string };
  beforeEach(async () => {
    t = await startTestApp(kind);
    person = await signedInUser(t);
  });
  afterEach(async () => {
    ids.sameTail = false;
    await t.close();
  });

  const create = () => t.call('POST', path(r.create), { cookie: person.cookie, body: newOrder() });

  it('numbers orders whose ids end alike apart (the random digits of old met each other)', async () => {
    ids.sameTail = true;
    const first = await create();
    const second = await create();
    expect(first.json().code, first.body).toBe(0);
    expect(second.json().code, second.body).toBe(0);
    expect(first.json().data.id.slice(-8)).toBe(second.json().data.id.slice(-8));
    expect([first.json().data.number, second.json().data.number]).toEqual(['WO20261121000001', 'WO20261121000002']);
  });

  it('gives 30 orders created at once 30 different numbers, counting up, and starts again on the next day in China', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => create()));
    for (const a of answers) expect(a.json().code, a.body).toBe(0);
    const numbers = answers.map((a) => a.json().data.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => `WO20261121${String(i + 1).padStart(6, '0')}`));
    const stored = await t.db.selectFrom('work_orders').select('number').execute();
    expect(new Set(stored.map((s) => s.number)).size).toBe(30);

    // 23:59:59 in Beijing is still the same day; a second later the count starts again.
    await advanceKeepingSessions(t, 14 * 60 * 60_000 - 1000);
    expect((await create()).json().data.number).toBe('WO20261121000031');
    await advanceKeepingSessions(t, 1000);
    expect((await create()).json().data.number).toBe('WO20261122000001');
  });
});

/** Migration 0028 over orders numbered randomly before it: a day's count continues above its highest number. */
describe.each(databases)('counting on from randomly numbered orders (%s)', (kind) => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('hands out the next number above the day’s highest, and 1 on a day without orders', async () => {
    const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'wo-numbers-'));
    dirs.push(dir);
    const schema = `m_${process.pid}_${Date.now().toString(36)}`;
    const database: Config['database'] =
      kind === 'postgres'
        ? ({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema } as const)
        : ({ kind: 'sqlite', file: nodePath.join(dir, 'db.sqlite') } as const);
    const db = createDatabase(database);
    try {
      if (kind === 'postgres') await ensureSchema(db, schema);
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0028'));
      expect((await (await migratorFor(db, database, before)).migrateToLatest()).error).toBeUndefined();
      const legacy = [
        ['a', 'WO20261120482913'],
        ['b', 'WO20261120000077'],
        ['c', 'WO20261119999999'],
      ];
      for (const [id, number] of legacy)
        await sql`insert into work_orders (id, user_id, number, service, description, status, created_at, updated_at)
          values (${id}, 'u', ${number}, 'phone3', 'old', 1, 0, 0)`.execute(db);

      await migrateToLatest(db, database);

      expect(await nextNumberOfDay(db, '20261120')).toBe(482914);
      expect(await nextNumberOfDay(db, '20261120')).toBe(482915);
      // Past six digits the number grows a digit, still unlike every other.
      expect(await nextNumberOfDay(db, '20261119')).toBe(1_000_000);
      expect(await nextNumberOfDay(db, '20261121')).toBe(1);
    } finally {
      if (kind === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    }
  });
});
