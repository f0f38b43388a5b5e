import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { evidenceRoutes as r } from '@console/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.js';
import { type TestApp, startTestApp } from '../support/harness.js';
import { signedInPerson } from '../support/real-name-helpers.js';

/**
 * Two real server processes on one PostgreSQL schema and one Redis, background jobs on (every job
 * each 300 ms, leases of 4 s): each job runs once across them. Deposits made while neither ran end
 * in one evidence batch holding all of them; queued callbacks reach a receiver on this machine once
 * each; and when the process running the evidence job is killed mid-run (kill -9), the other
 * anchors the deposits once the lease has lapsed. The deposits and callbacks are made through an
 * app in this test on the same schema (its jobs are off, as in every test).
 * Without TEST_DATABASE_URL the suite is reported as skipped, as the README's PostgreSQL run says.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
// Redis database 13: this test's keys apart from the other tests' (they use database 0).
const redisUrl = `${process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'}`.replace(/\/\d*$/, '') + '/13';
const repo = path.resolve(import.meta.dirname, '../../../..');
const leaseMs = 4000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

interface Server {
  pid: number;
  process: ChildProcess;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/Server listening at/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { pid: child.pid!, process: child, output: () => output };
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

/** Polls `probe` until it answers something truthy, or fails after `ms`. */
async function until<T>(what: string, probe: () => Promise<T | false | null | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(databaseUrl)('background jobs across two server processes (PostgreSQL + Redis)', () => {
  const fieldKey = randomBytes(32).toString('hex');
  const got = new Map<string, number>();
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      got.set(id, (got.get(id) ?? 0) + 1);
      res.writeHead(200).end('ok');
    });
  });
  let t: TestApp;
  let admin: pg.Client;
  let env: Record<string, string>;
  let a: Server | undefined;
  let b: Server | undefined;
  let applicationId: string;
  let dataDir: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;
    t = await startTestApp('postgres', { FIELD_ENCRYPTION_KEY: fieldKey, CALLBACK_ALLOWED_HOSTS: `127.0.0.1:${port}` });
    const schema = (t.config.database as { schema: string }).schema;
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`set search_path to ${schema}`);
    dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'console-jobs-'));
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'info',
      FIELD_ENCRYPTION_KEY: fieldKey,
      WEB_DIST: path.join(dataDir, 'no-web'),
      OUTBOX_PAGE: 'off',
      CALLBACK_ALLOWED_HOSTS: `127.0.0.1:${port}`,
      JOBS_EVERY_MS: '300',
      JOBS_LEASE_MS: String(leaseMs),
    };
    // An application whose callbacks go to the receiver, its secret written as the console writes it.
    const now = Date.now();
    applicationId = newId(now);
    await t.db
      .insertInto('applications')
      .values({
        id: applicationId,
        enterprise_id: 'jobs-test',
        user_id: 'jobs-test',
        app_id: `jobs${randomBytes(4).toString('hex')}`,
        name: 'jobs',
        abbreviation: 'jobs',
        environment: 'sandbox',
        ip_whitelist: '',
        ip_restrict: 0,
        android_package: null,
        ios_bundle: null,
        callback_url: `http://127.0.0.1:${port}/hook`,
        evidence_callback_url: null,
        status: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('app_secrets')
      .values({
        id: newId(now),
        application_id: applicationId,
        enterprise_id: 'jobs-test',
        secret_cipher: t.app.deps.cipher.encrypt('jobs-test-secret'),
        hint: 'test',
        created_at: now,
        revoked_at: null,
        last_used_at: null,
        last_used_ip: null,
      })
      .execute();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await admin?.end();
    await t?.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function deposit(n: number): Promise<string[]> {
    const p = await signedInPerson(t);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = (
        await p.post(r.deposit.path, { kind: 1, title: `Deposit ${i}`, fileHash: sha256(`${i} ${Math.random()}`), keepAliveType: 1 })
      ).json();
      expect(res.code, JSON.stringify(res)).toBe(0);
      ids.push(res.data.id);
    }
    return ids;
  }
  const batchesOf = async (ids: string[]) =>
    (await admin.query<{ batch_id: string | null }>('select batch_id from evidence_deposits where id = any($1)', [ids])).rows.map(
      (x) => x.batch_id,
    );
  const leaseOf = async (name: string) =>
    (await admin.query<{ holder: string; expires_at: string }>('select holder, expires_at from job_leases where name = $1', [name]))
      .rows[0];

  it('anchors deposits in one batch and delivers each callback once, with both processes running jobs', async () => {
    const deposits = await deposit(12);
    const now = Date.now();
    const callbacks = Array.from({ length: 200 }, () => newId(now));
    for (let from = 0; from < callbacks.length; from += 50)
      await t.db
        .insertInto('callback_deliveries')
        .values(
          callbacks.slice(from, from + 50).map((id) => ({
            id,
            application_id: applicationId,
            enterprise_id: 'jobs-test',
            event: 'test.ping',
            target: 'callback',
            payload: JSON.stringify({ id, event: 'test.ping', createdAt: now, data: {} }),
            status: 'pending',
            attempt_count: 0,
            next_attempt_at: now,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    // One after the other: the second finds the migrations and the CA done. Both run every job.
    a = await startServer(env);
    b = await startServer(env);
    const batchIds = await until('the deposits anchored', async () => {
      const ids = await batchesOf(deposits);
      return ids.every(Boolean) && ids;
    });
    expect(new Set(batchIds).size).toBe(1);
    const batch = (await admin.query('select leaf_count from evidence_batches where id = $1', [batchIds[0]])).rows[0];
    expect(Number(batch.leaf_count)).toBe(12);
    await until('the callbacks delivered', async () => callbacks.every((id) => got.has(id))).catch((error: Error) => {
      throw new Error(`${error.message}; received ${got.size}:\n${a!.output().slice(-3000)}`);
    });
    // A little longer: a second try of any of them would show now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(callbacks.filter((id) => got.get(id) !== 1)).toEqual([]);
    const ledger = await admin.query<{ status: string; attempt_count: number; n: string }>(
      `select status, attempt_count, count(*) as n from callback_deliveries where id = any($1) group by status, attempt_count`,
      [callbacks],
    );
    expect(ledger.rows.map((x) => [x.status, x.attempt_count, Number(x.n)])).toEqual([['delivered', 1, 200]]);
    const attempts = await admin.query('select count(*) as n from callback_attempts where delivery_id = any($1)', [callbacks]);
    expect(Number(attempts.rows[0].n)).toBe(200);
  }, 180_000);

  it('finishes the evidence job in the other process after the lease when the one running it is killed mid-run', async () => {
    // No process runs the evidence job while the deposits are made: the test holds its lease.
    await admin.query(`update job_leases set holder = 'the-test', expires_at = $1 where name = 'evidenceBatches'`, [Date.now() + 600_000]);
    const deposits = await deposit(8);
    // The batch cannot be written while this transaction holds the table: whichever process runs the
    // job next stops inside it, holding the job's lease and the claimed deposits.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query(`set search_path to ${(t.config.database as { schema: string }).schema}`);
    await blocker.query('begin');
    await blocker.query('lock table evidence_batches in access exclusive mode');
    let released = false;
    try {
      await admin.query(`update job_leases set expires_at = 0 where name = 'evidenceBatches'`);
      const stuck = await until('a process stuck inside the evidence job', async () => {
        const waiting = await admin.query(
          `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'insert into "evidence_batches"%'`,
        );
        const lease = await leaseOf('evidenceBatches');
        return waiting.rowCount! > 0 && lease && Number(lease.expires_at) > Date.now() && lease;
      });
      const running = [a!, b!].find((s) => stuck.holder.startsWith(`${s.pid}-`))!;
      const other = running === a ? b! : a!;
      expect(running, `lease held by ${stuck.holder}, processes ${a!.pid} and ${b!.pid}`).toBeDefined();
      const killedAt = Date.now();
      running.process.kill('SIGKILL');
      await new Promise((resolve) => running.process.once('exit', resolve));
      await blocker.query('rollback');
      released = true;
      const batchIds = await until('the deposits anchored by the other process', async () => {
        const ids = await batchesOf(deposits);
        return ids.every(Boolean) && ids;
      });
      expect(new Set(batchIds).size).toBe(1);
      const batch = (await admin.query('select leaf_count, created_at from evidence_batches where id = $1', [batchIds[0]])).rows[0];
      expect(Number(batch.leaf_count)).toBe(8);
      // Only once the killed run's lease had lapsed, and by the process still alive.
      expect(Number(batch.created_at)).toBeGreaterThanOrEqual(Number(stuck.expires_at));
      expect(Number(stuck.expires_at)).toBeGreaterThan(killedAt);
      expect((await leaseOf('evidenceBatches'))!.holder.startsWith(`${other.pid}-`)).toBe(true);
      expect(other.process.exitCode).toBeNull();
    } finally {
      if (!released) await blocker.query('rollback');
      await blocker.end();
    }
  }, 180_000);
});

/** `npm start` with WEB_CONCURRENCY: node's cluster on one port, PostgreSQL only. */
describe('several server processes on one machine (WEB_CONCURRENCY)', () => {
  const run = (env: Record<string, string>, untilText: RegExp) =>
    new Promise<{ code: number | null; output: string; child: ChildProcess }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repo,
        env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', OUTBOX_PAGE: 'off', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (untilText.test(output)) resolve({ code: null, output, child });
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('exit', (code) => resolve({ code, output, child }));
    });

  it('refuses several processes on SQLite, naming the variable (exit 78)', async () => {
    const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'console-cluster-'));
    try {
      const { code, output } = await run(
        { NODE_ENV: 'development', DATA_DIR: dataDir, WEB_CONCURRENCY: '2', WEB_DIST: path.join(dataDir, 'w') },
        /$^/,
      );
      expect(code).toBe(78);
      expect(output).toContain('WEB_CONCURRENCY=2: several processes need PostgreSQL');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it.runIf(databaseUrl)(
    'starts that many servers on one port, and SIGTERM stops them all',
    async () => {
      const schema = `w_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'console-cluster-'));
      const url = new URL(databaseUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      try {
        const started = await run(
          {
            NODE_ENV: 'development',
            DATA_DIR: dataDir,
            DATABASE_URL: url.toString(),
            REDIS_URL: redisUrl,
            FIELD_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
            WEB_CONCURRENCY: '2',
            WEB_DIST: path.join(dataDir, 'w'),
          },
          /2 server processes on port/,
        );
        const listening = [...started.output.matchAll(/"pid":(\d+),[^\n]*Server listening at (http:\/\/[\d.:]+)/g)];
        expect(listening).toHaveLength(2);
        expect(new Set(listening.map((m) => m[1])).size).toBe(2);
        expect(new Set(listening.map((m) => m[2])).size).toBe(1);
        expect(
          (
            await fetch(`${listening[0]![2]}/webgate/base/captcha`, {
              headers: { platformType: 'company', appCode: 'company', 'Access-Source': 'pc' },
            })
          ).status,
        ).toBe(200);
        const exited = new Promise<number | null>((resolve) => started.child.once('exit', resolve));
        started.child.kill('SIGTERM');
        expect(await exited).toBe(0);
      } finally {
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
