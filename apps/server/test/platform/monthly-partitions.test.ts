import { type LogPhrase, appsRoutes, dashboardRoutes, operationLogRoutes } from '@console/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { createDatabase, ensureSchema, migrateToLatest, migratorFor } from '../../src/db/database.js';
import { migrations } from '../../src/db/migrations/index.js';
import { partitionName, partitionsOf, platformMonthOf, platformMonthStart } from '../../src/db/partitions.js';
import { services } from '../../src/features/services/index.js';
import { type ChainedRow, genesisHash, verifyChain } from '../../src/platform/audit-chain.js';
import { writeOperationLog } from '../../src/platform/audit.js';
import { ManualClock } from '../../src/platform/clock.js';
import { platformJobs } from '../../src/platform/platform-jobs.js';
import { appBody, appPath, createApp, customer, newSecret, signedCall, zhang } from '../support/apps-helpers.js';
import { enterpriseOf } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { signedInPerson } from '../support/real-name-helpers.js';

/**
 * The tables that grow one row per act or call, partitioned by platform month on PostgreSQL
 * (migration 0057, db/partitions.ts): the lists and the hash chain read across a month boundary
 * as before, the dashboard's month figure comes from the rollup and equals the ledger, the rows
 * written before the migration are all kept, and the job makes the months ahead.
 */

// The boundary between next month and the one after, in real time: on PostgreSQL both months have
// partitions from the migration, so the rows either side land in two of them.
const boundary = platformMonthStart(platformMonthOf(Date.now()) + 2);
const minute = 60_000;

const act = (content: string): { service: string; action: string; content: string; ip: string; phrase: LogPhrase } => ({
  service: 'apps',
  action: 'edit',
  content,
  ip: '203.0.113.7',
  phrase: { key: 'profile.changeNickname', params: { nickname: content } },
});

/** A phone3 package of 100 calls in effect for the enterprise (as a grant leaves it). */
async function subscription(t: TestApp, p: { enterpriseId: string; userId: string }) {
  const now = t.clock.now();
  const id = `sub-${p.enterpriseId.slice(-12)}`;
  await t.db
    .insertInto('service_products')
    .values({
      id: `product-${id}`,
      product_no: `P-${id}`,
      name: 'Phone',
      service_code: 'phone3',
      unit_price_fen: 0,
      created_by: 'op',
      created_at: now,
    })
    .execute();
  await t.db
    .insertInto('service_subscriptions')
    .values({
      id,
      enterprise_id: p.enterpriseId,
      user_id: p.userId,
      service_code: 'phone3',
      status: 2,
      total_count: 100,
      used_count: 0,
      due_at: now + 90 * 86_400_000,
      created_at: now,
      product_id: `product-${id}`,
      issuing_mode: 1,
      starts_at: now - 1000,
      cycle: 'month',
      unit_price_fen: 0,
      charges_fen: 0,
      updated_at: now,
    })
    .execute();
  return { id };
}

/** Which partition each row of a table is in (PostgreSQL). */
const partitionsHolding = async (t: TestApp, table: 'operation_logs' | 'usage_records', ids: string[]) =>
  (
    await sql<{
      part: string;
    }>`select distinct tableoid::regclass::text as part from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(t.db)
  ).rows
    .map((r) => r.part)
    .sort();

describe.each(databases)('month after month (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('lists an application’s calls across a month boundary, and the dashboard’s month figure is the rollup’s', async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true', OPEN_API_RATE_PER_SECOND: '1000' });
    // Signed in minutes before the boundary: a session idle past its limit would end.
    t.clock.set(boundary - 8 * minute);
    const p = await customer(t);
    const sub = await subscription(t, p);
    const app = await createApp(t, p, appBody([sub.id]));
    const { secret } = await newSecret(t, p, app.id);
    const sandbox = await createApp(t, p, appBody([sub.id], { name: 'Sandbox app', environment: 'sandbox' }));
    t.clock.advance(61_000); // the SMS re-check's resend interval
    const sandboxSecret = (await newSecret(t, p, sandbox.id)).secret;
    const call = async (appId: string, key: string, at: number) => {
      t.clock.set(at);
      const res = await signedCall(t, { appId, secret: key, path: 'verify/phone3', body: zhang });
      expect(res.json().code, res.body).toBe(0);
    };
    // Three calls in the last minutes of one month, three (and a sandbox one) in the first of the next.
    for (const at of [boundary - 3 * minute, boundary - 2 * minute, boundary - minute]) await call(app.appId, secret, at);
    for (const at of [boundary + minute, boundary + 2 * minute, boundary + 3 * minute]) await call(app.appId, secret, at);
    await call(sandbox.appId, sandboxSecret, boundary + 4 * minute);

    const seen: { id: string; calledAt: number }[] = [];
    let after: string | null = null;
    do {
      const page: { code: number; data: { list: { id: string; calledAt: number }[]; next: string | null; total: number } } = (
        await p.get(`${appPath(appsRoutes.calls.path, { id: app.id })}?pageSize=2${after ? `&after=${after}` : ''}`)
      ).json();
      expect(page.code).toBe(0);
      expect(page.data.total).toBe(6);
      seen.push(...page.data.list);
      after = page.data.next;
    } while (after);
    expect(seen.map((c) => c.calledAt)).toEqual([3, 2, 1, -1, -2, -3].map((m) => boundary + m * minute));
    if (kind === 'postgres') {
      const month = platformMonthOf(boundary);
      expect(
        await partitionsHolding(
          t,
          'usage_records',
          seen.map((c) => c.id),
        ),
      ).toEqual([partitionName('usage_records', month - 1), partitionName('usage_records', month)]);
    }

    // The month so far: the three paid calls since the first, not the sandbox's, not last month's.
    const summary = async () => (await p.get(dashboardRoutes.summary.path)).json().data.usage.callsThisMonth as number;
    expect(await summary()).toBe(3);
    const ledger = await t.db
      .selectFrom('usage_records')
      .select((eb) => eb.fn.sum<number>('count').as('n'))
      .where('enterprise_id', '=', p.enterpriseId)
      .where('called_at', '>=', boundary)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.n)).toBe(3);
    // Back in the last day of the month before: its three.
    t.clock.set(boundary - 10 * minute);
    expect(await summary()).toBe(3);
    // A call later today counts at once.
    await call(app.appId, secret, boundary + 10 * minute);
    expect(await summary()).toBe(4);
  });

  it('reads the operation log newest first across a month boundary, and its chain holds across it', async () => {
    t = await startTestApp(kind);
    t.clock.set(boundary - 5 * minute);
    const master = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, master);
    const chainKey = `e:${enterpriseId}`;
    const ats = [-2, -1, 1, 2].map((m) => boundary + m * minute);
    for (const [i, at] of ats.entries()) {
      t.clock.set(at);
      await writeOperationLog({ db: t.db, clock: t.clock }, { ...act(`act ${i}`), enterpriseId, userId: master.userId });
    }
    const list = (after: string | null) =>
      master.get(`${operationLogRoutes.list.path}?service=apps&pageSize=3${after ? `&after=${after}` : ''}`).then((r) => r.json());
    const first = await list(null);
    expect(first.code, JSON.stringify(first)).toBe(0);
    const second = await list(first.data.next);
    expect(second.data.next).toBeNull();
    const rows: { id: string; content: string }[] = [...first.data.list, ...second.data.list];
    expect(rows.map((r) => r.content)).toEqual(['act 3', 'act 2', 'act 1', 'act 0']);

    const verify = (await master.get(operationLogRoutes.verify.path)).json().data;
    expect(verify).toMatchObject({ ok: true, break: null });
    const chain = (await t.db
      .selectFrom('operation_logs')
      .selectAll()
      .where('chain_key', '=', chainKey)
      .orderBy('seq')
      .execute()) as unknown as ChainedRow[];
    expect(verifyChain(chain, { seq: 0, hash: genesisHash }).broken).toBeNull();
    if (kind === 'postgres') {
      const month = platformMonthOf(boundary);
      expect(
        await partitionsHolding(
          t,
          'operation_logs',
          rows.map((r) => r.id),
        ),
      ).toEqual([partitionName('operation_logs', month - 1), partitionName('operation_logs', month)]);
    }
  });
});

describe.runIf(databases.includes('postgres'))('monthly partitions on PostgreSQL', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });

  it('keeps every row of both tables through the migration, each in its month', async () => {
    const schema = `part_${process.pid}_${Date.now().toString(36)}`;
    const database: Config['database'] = { kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema };
    const db = createDatabase(database);
    try {
      await ensureSchema(db, schema);
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0057'));
      const { error } = await (await migratorFor(db, database, before)).migrateToLatest();
      expect(error).toBeUndefined();
      // Two months of a chain and of calls, written the way the server writes them.
      const now = Date.now();
      const lastMonth = platformMonthStart(platformMonthOf(now) - 1);
      const ats = [lastMonth + 5 * minute, lastMonth + 6 * minute, now - 2 * minute, now - minute];
      for (const [i, at] of ats.entries())
        await writeOperationLog({ db, clock: new ManualClock(at) }, { ...act(`act ${i}`), enterpriseId: 'ent-p', userId: 'u-p' });
      for (const [i, at] of ats.entries())
        await sql`insert into usage_records (id, enterprise_id, user_id, service_code, app_id, called_at, count, request_id, outcome, sandbox, charge_fen)
          values (${`call-${i}`}, 'ent-p', 'u-p', 'phone3', 'app-p', ${at}, 1, ${`req-${i}`}, 'pass', 0, 0)`.execute(db);
      const logsBefore = await db.selectFrom('operation_logs').selectAll().orderBy('seq').execute();

      await migrateToLatest(db, database);

      const logsAfter = await db.selectFrom('operation_logs').selectAll().orderBy('seq').execute();
      expect(logsAfter).toEqual(logsBefore);
      expect(verifyChain(logsAfter as unknown as ChainedRow[], { seq: 0, hash: genesisHash }).broken).toBeNull();
      const kinds = await sql<{ name: string; kind: string }>`select relname as name, relkind as kind from pg_class
         where relnamespace = ${schema}::regnamespace and relname in ('operation_logs', 'usage_records')`.execute(db);
      expect(kinds.rows.map((r) => r.kind)).toEqual(['p', 'p']);
      const month = platformMonthOf(now);
      for (const table of ['operation_logs', 'usage_records'] as const) {
        const parts = await partitionsOf(db, table);
        for (let m = month - 1; m <= month + 3; m++) expect(parts).toContain(partitionName(table, m));
        expect(parts).toContain(`${table}_default`);
      }
      const calls = await sql<{
        id: string;
        part: string;
      }>`select id, tableoid::regclass::text as part from usage_records order by id`.execute(db);
      expect(calls.rows).toEqual([
        { id: 'call-0', part: partitionName('usage_records', month - 1) },
        { id: 'call-1', part: partitionName('usage_records', month - 1) },
        { id: 'call-2', part: partitionName('usage_records', month) },
        { id: 'call-3', part: partitionName('usage_records', month) },
      ]);
      // The key now holds the partition key; ids are still found through it.
      const pk = await sql<{ def: string }>`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'usage_records_pkey'
         and connamespace = ${schema}::regnamespace`.execute(db);
      expect(pk.rows[0]?.def).toBe('PRIMARY KEY (id, called_at)');
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    }
  });

  it('makes the months ahead by the job, moving rows a clock ahead left in the default partition', async () => {
    const t = await startTestApp('postgres');
    apps.push(t);
    const master = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, master);
    const far = platformMonthOf(Date.now()) + 7;
    // A clock far ahead writes into the default partition: no month of it has been made.
    t.clock.set(platformMonthStart(far) + 10 * minute);
    await writeOperationLog({ db: t.db, clock: t.clock }, { ...act('ahead'), enterpriseId, userId: master.userId });
    const where = async () =>
      (
        await sql<{ part: string }>`select tableoid::regclass::text as part from operation_logs where content = 'ahead'`.execute(t.db)
      ).rows.map((r) => r.part);
    expect(await where()).toEqual(['operation_logs_default']);
    expect(await partitionsOf(t.db, 'operation_logs')).not.toContain(partitionName('operation_logs', far));

    // The jobs as the server runs them, a month before that one.
    t.clock.set(platformMonthStart(far - 1) + minute);
    const log = t.app.log;
    for (const job of [...platformJobs, ...(services.jobs ?? [])].filter((j) => j.name.endsWith('Partitions')))
      await job.run(t.app.deps, log);
    for (const table of ['operation_logs', 'usage_records'] as const) {
      const parts = await partitionsOf(t.db, table);
      for (let m = far - 1; m <= far + 2; m++) expect(parts).toContain(partitionName(table, m));
    }
    expect(await where()).toEqual([partitionName('operation_logs', far)]);
    // Run again: nothing new, nothing lost.
    for (const job of platformJobs.filter((j) => j.name.endsWith('Partitions'))) await job.run(t.app.deps, log);
    expect(await where()).toHaveLength(1);
    const chain = (await t.db
      .selectFrom('operation_logs')
      .selectAll()
      .where('chain_key', '=', `e:${enterpriseId}`)
      .orderBy('seq')
      .execute()) as unknown as ChainedRow[];
    expect(verifyChain(chain, { seq: 0, hash: genesisHash }).broken).toBeNull();
  });
});
