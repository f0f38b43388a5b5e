/**
 * The operation log at scale. Generates BENCH_LOG_ROWS rows (1,000,000 by default) in one
 * enterprise's chain inside the database (one INSERT … SELECT over a number series), spread over one
 * month, 20 actors and 12 services, then times the list's service call (page query plus capped count)
 * for the first page, a page 20 pages deep, each filter, and the month's log statistics. In-process:
 * what is measured is the service and its SQL, not HTTP. SQLite by default; BENCH_DATABASE_URL for
 * PostgreSQL. Results go to bench/results/<timestamp>-operation-log-<database>.{json,md}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, ensureSchema, migrateToLatest } from '../apps/server/src/db/database.js';
import { listLogs } from '../apps/server/src/features/operationLog/service.js';
import { logStatistics } from '../apps/server/src/features/operationLog/statistics.js';
import type { Deps } from '../apps/server/src/platform/context.js';
import type { UserCaller } from '../apps/server/src/platform/caller.js';

const rows = Number(process.env.BENCH_LOG_ROWS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 50);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-oplog-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: path.join(dataDir, 'no-web') });
const pgUrl = process.env.BENCH_DATABASE_URL;
const postgres = Boolean(pgUrl);
if (pgUrl) config.database = { kind: 'postgres', url: pgUrl, schema: `oplog_${process.pid}` };
const db = createDatabase(config.database);
if (pgUrl) await ensureSchema(db, `oplog_${process.pid}`);
await migrateToLatest(db, config.database);

const monthStart = Date.UTC(2026, 9, 31, 16); // 2026-11-01 00:00 in the platform's zone
const spacing = Math.floor((30 * 86_400_000) / rows);
const services = [
  'account',
  'profile',
  'realName',
  'enterprise',
  'enterpriseAuth',
  'organization',
  'roles',
  'contacts',
  'services',
  'apps',
  'site',
  'ops',
];
const serviceCase = sql.raw(`case n.i % 12 ${services.map((s, i) => `when ${i} then '${s}'`).join(' ')} end`);
const series = postgres
  ? sql`(select g as i from generate_series(1, ${rows}) as g) as n`
  : sql`(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${rows}) select i from s) as n`;
const id = postgres ? sql`'log-' || lpad(n.i::text, 12, '0')` : sql`'log-' || printf('%012d', n.i)`;
const user = postgres ? sql`'user-' || (n.i % 20)::text` : sql`'user-' || (n.i % 20)`;
const t0 = postgres ? sql`${monthStart}::bigint` : sql`${monthStart}`;
const seedStarted = performance.now();
await sql`insert into operation_logs (id, enterprise_id, user_id, operator_id, service, action, content, ip, created_at, chain_key, seq, prev_hash, hash, device)
  select ${id}, 'bench', ${user}, null, ${serviceCase}, 'edit', 'changed record ' || n.i, '203.0.113.9', ${t0} + n.i * ${spacing},
    'e:bench', n.i, '', '', null
  from ${series}`.execute(db);
await sql`insert into operation_log_heads (chain_key, seq, hash) values ('e:bench', ${rows}, '')`.execute(db);
// The daily rollup as migration 0017 builds it from existing rows.
await sql`insert into operation_log_daily (chain_key, day, user_id, service, count)
  select chain_key, (created_at + 28800000) / 86400000, coalesce(user_id, ''), service, count(*)
  from operation_logs group by chain_key, (created_at + 28800000) / 86400000, coalesce(user_id, ''), service`.execute(db);
if (postgres) await sql`analyze operation_logs`.execute(db);
else await sql`analyze`.execute(db);
const seedSeconds = (performance.now() - seedStarted) / 1000;

const now = Date.UTC(2026, 10, 28, 4);
const deps = { db, clock: { now: () => now } } as unknown as Deps;
const caller = {
  ip: '127.0.0.1',
  userAgent: 'bench',
  lang: 'en',
  loopback: true,
  log: console,
  user: {
    sessionId: 's',
    userId: 'user-0',
    userName: 'bench',
    checkStatus: 2,
    loginPath: 'password',
    enterpriseId: 'bench',
    context: { kind: 'enterprise', isMaster: true, isAdmin: false, roleModuleCodes: [] },
    modules: [],
  },
} as unknown as UserCaller;

async function time(name: string, run: () => Promise<unknown>) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { name, median: at(0.5), p99: at(0.99), max: samples.at(-1)! };
}

const month = { start: '2026-11-01', end: '2026-11-30' };
let deep: string | undefined;
for (let i = 0; i < 20; i++) deep = (await listLogs(deps, { caller, ...month, after: deep, pageSize: 20 })).next ?? undefined;
const results = [
  await time('first page, month', () => listLogs(deps, { caller, ...month, pageSize: 20 })),
  await time('page 21, month', () => listLogs(deps, { caller, ...month, after: deep, pageSize: 20 })),
  await time('first page, no range', () => listLogs(deps, { caller, pageSize: 20 })),
  await time('service filter', () => listLogs(deps, { caller, ...month, service: 'apps', pageSize: 20 })),
  await time('actor filter', () => listLogs(deps, { caller, ...month, actor: 'user-7', pageSize: 20 })),
  await time('actor + service', () => listLogs(deps, { caller, ...month, actor: 'user-7', service: 'apps', pageSize: 20 })),
  await time('keyword (substring, walks the index)', () => listLogs(deps, { caller, ...month, keyword: 'record 99999', pageSize: 20 })),
  await time('log statistics of the month', () => logStatistics(deps, { caller, month: '2026-11' })),
];
await db.destroy();

const kind = postgres ? 'postgres' : 'sqlite';
const stamp = new Date().toISOString().replace(/:/g, '-').slice(0, 19);
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), load: os.loadavg() };
const md = [
  `# Operation log at ${rows.toLocaleString('en')} rows (${kind})`,
  '',
  `${stamp}; ${machine.cpus} cores (${machine.model}), load ${machine.load.map((l) => l.toFixed(1)).join(' ')}; seeded in ${seedSeconds.toFixed(1)} s; ${runs} runs each`,
  '',
  '| call | median ms | p99 ms | max ms |',
  '| --- | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.name} | ${r.median.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.max.toFixed(2)} |`),
  '',
].join('\n');
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(`bench/results/${stamp}-operation-log-${kind}.md`, md);
fs.writeFileSync(
  `bench/results/${stamp}-operation-log-${kind}.json`,
  JSON.stringify({ rows, runs, seedSeconds, machine, results }, null, 2),
);
console.log(md);
fs.rmSync(dataDir, { recursive: true, force: true });
