import { createHash } from 'node:crypto';
import { evidenceRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Db, createDatabase } from '../../src/db/database.js';
import { evidence } from '../../src/features/evidence/index.js';
import type { Job } from '../../src/platform/capability.js';
import type { Deps } from '../../src/platform/context.js';
import { claimLease } from '../../src/platform/job-lease-queries.js';
import { defaultLeaseMs, runJobOnce } from '../../src/platform/jobs.js';
import type { FastifyInstance } from 'fastify';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { signedInPerson } from '../support/real-name-helpers.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const batchJob = evidence.jobs!.find((j) => j.name === 'evidenceBatches')!;
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyInstance['log'];

async function depositSome(t: TestApp, n: number): Promise<string[]> {
  const p = await signedInPerson(t);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = (
      await p.post(r.deposit.path, { kind: 1, title: `Deposit ${i}`, fileHash: sha256(`once ${i} ${Math.random()}`), keepAliveType: 1 })
    ).json();
    expect(res.code, JSON.stringify(res)).toBe(0);
    ids.push(res.data.id);
  }
  return ids;
}

const batchesOf = (db: Db) => db.selectFrom('evidence_batches').selectAll().execute();
const batchIdsOf = async (db: Db, ids: string[]) =>
  (await db.selectFrom('evidence_deposits').select(['batch_id', 'status']).where('id', 'in', ids).execute()).map((d) => d.batch_id);

/**
 * Two app instances on one database, each with its own connections (as two processes would have):
 * a background job runs in one of them at a time, and the evidence batch takes every pending deposit.
 */
describe.each(databases)('background jobs run once on %s', (kind) => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDb: Db;
  let a: Deps;
  let b: Deps;
  beforeAll(async () => {
    t = await startTestApp(kind);
    secondDb = createDatabase(t.config.database);
    second = await buildApp(t.config, { clock: t.clock, db: secondDb, logger: false });
    await second.ready();
    a = t.app.deps;
    b = second.deps;
  });
  afterAll(async () => {
    await second.close();
    await secondDb.destroy();
    await t.close();
  });

  it('runs the evidence job in one instance when both fire at once: one batch holds every deposit', async () => {
    const ids = await depositSome(t, 12);
    const outcomes = await Promise.all([runJobOnce(a, silent, batchJob), runJobOnce(b, silent, batchJob)]);
    expect(outcomes.sort()).toEqual(['elsewhere', 'ran']);
    const batches = await batchesOf(t.db);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.leaf_count).toBe(12);
    expect(new Set(await batchIdsOf(t.db, ids))).toEqual(new Set([batches[0]!.id]));
    // Within the period neither instance runs it again; once it is due, one of them does.
    expect(await runJobOnce(b, silent, batchJob)).toBe('elsewhere');
    t.clock.advance(batchJob.everyMs);
    expect(await runJobOnce(b, silent, batchJob)).toBe('ran');
    expect(await runJobOnce(a, silent, batchJob)).toBe('elsewhere');
  });

  it('takes over the lease of a run that died, once the lease has lapsed', async () => {
    let runs = 0;
    const job: Job = { name: 'probeJob', everyMs: 60_000, run: async () => void runs++ };
    // A process took the lease and died mid-run: it never renews nor releases it.
    const now = t.clock.now();
    expect(await claimLease(t.db, { name: job.name, holder: 'dead-process', now, until: now + defaultLeaseMs })).toBe(true);
    expect(await runJobOnce(b, silent, job)).toBe('elsewhere');
    t.clock.advance(defaultLeaseMs - 1);
    expect(await runJobOnce(a, silent, job)).toBe('elsewhere');
    expect(runs).toBe(0);
    t.clock.advance(1);
    expect(await runJobOnce(b, silent, job)).toBe('ran');
    expect(runs).toBe(1);
    // A run that fails still hands the lease on at its next period.
    const failing: Job = { name: 'failingJob', everyMs: 1000, run: () => Promise.reject(new Error('boom')) };
    await expect(runJobOnce(a, silent, failing)).rejects.toThrow('boom');
    t.clock.advance(1000);
    await expect(runJobOnce(b, silent, failing)).rejects.toThrow('boom');
  });

  it.runIf(kind === 'postgres')('anchors every pending deposit in one batch when two instances batch at the same moment', async () => {
    const ids = await depositSome(t, 20);
    const before = (await batchesOf(t.db)).length;
    const [one, two] = await Promise.all([batchJob.run(a, silent), batchJob.run(b, silent)]);
    const anchored = [one, two].map((x) => (x as { anchored: number }).anchored).sort((x, y) => x - y);
    expect(anchored).toEqual([0, 20]);
    const batches = await batchesOf(t.db);
    expect(batches).toHaveLength(before + 1);
    const ofThese = new Set(await batchIdsOf(t.db, ids));
    expect(ofThese.size).toBe(1);
    expect(batches.find((x) => ofThese.has(x.id))!.leaf_count).toBe(20);
  });
});
