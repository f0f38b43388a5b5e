/**
 * Service and application statistics at scale. The pages read only the daily
 * rollup (`usage_daily`), never the ledger, so what grows with 100 million ledger rows is the rollup's
 * size per enterprise-month and the table around it. Generates the rollup a ledger of
 * BENCH_USAGE_CALLS calls (100,000,000 by default) leaves for one enterprise in one month — 200 apps ×
 * 3 services × 30 days, each row that many calls over — plus BENCH_USAGE_OTHERS other enterprises
 * (1,000 by default, 10 apps × 3 services × 90 days each) around it, then times the service calls
 * in process (not HTTP), and the home dashboard's month figure (its one query, over the same
 * rollup: `calls − sandbox_calls` of the enterprise's month so far). SQLite by default; BENCH_DATABASE_URL for PostgreSQL. Results go to
 * bench/results/<timestamp>-usage-statistics-<database>.{json,md}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, ensureSchema, migrateToLatest } from '../apps/server/src/db/database.js';
import { sumUsage } from '../apps/server/src/features/services/usage-queries.js';
import { appStatistics, serviceStatistics } from '../apps/server/src/features/statistics/service.js';
import type { Deps } from '../apps/server/src/platform/context.js';
import type { UserCaller } from '../apps/server/src/platform/caller.js';

const calls = Number(process.env.BENCH_USAGE_CALLS ?? 100_000_000);
const others = Number(process.env.BENCH_USAGE_OTHERS ?? 1_000);
const runs = Number(process.env.BENCH_RUNS ?? 50);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-usage-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: path.join(dataDir, 'no-web') });
const pgUrl = process.env.BENCH_DATABASE_URL;
const postgres = Boolean(pgUrl);
if (pgUrl) config.database = { kind: 'postgres', url: pgUrl, schema: `usage_${process.pid}` };
const db = createDatabase(config.database);
if (pgUrl) await ensureSchema(db, `usage_${process.pid}`);
await migrateToLatest(db, config.database);

const services = ['id2', 'phone3', 'bank4'];
const dayOf = (start: number, i: number) => new Date(start + i * 86_400_000).toISOString().slice(0, 10);
type Row = { enterprise_id: string; day: string; app_id: string; service_code: string; calls: number; successes: number; failures: number };

const seedStarted = performance.now();
let rollupRows = 0;
async function insertAll(rows: Row[]) {
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('usage_daily')
      .values(rows.slice(i, i + 1000))
      .execute();
  rollupRows += rows.length;
}
// The measured enterprise: November 2026, 200 apps × 3 services × 30 days.
const perRow = Math.floor(calls / (200 * 3 * 30));
const mine: Row[] = [];
for (let d = 0; d < 30; d++)
  for (let a = 0; a < 200; a++)
    for (const s of services) {
      const failures = Math.floor(perRow / 10);
      mine.push({
        enterprise_id: 'bench',
        day: dayOf(Date.UTC(2026, 10, 1), d),
        app_id: `app-${a}`,
        service_code: s,
        calls: perRow,
        successes: perRow - failures,
        failures,
      });
    }
await insertAll(mine);
// Everyone else: September to November.
for (let e = 0; e < others; e++) {
  const rows: Row[] = [];
  for (let d = 0; d < 90; d++)
    for (let a = 0; a < 10; a++)
      for (const s of services)
        rows.push({
          enterprise_id: `e-${e}`,
          day: dayOf(Date.UTC(2026, 8, 1), d),
          app_id: `a-${e}-${a}`,
          service_code: s,
          calls: 7,
          successes: 6,
          failures: 1,
        });
  await insertAll(rows);
}
// Vacuumed as autovacuum leaves a month's past days: their pages all-visible, so the month figure's
// index-only scan reads no table rows (today's row of each app and service, still being counted, would).
if (postgres) await sql`vacuum analyze usage_daily`.execute(db);
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

const check = await serviceStatistics(deps, { caller, month: '2026-11' });
// The dashboard on 28 November: the month so far is 28 of the 30 seeded days.
const monthFigure = await sumUsage(db, 'bench', '2026-11-01', '2026-11-28');
if (monthFigure !== perRow * 200 * 3 * 28) throw new Error(`dashboard month figure ${monthFigure}, expected ${perRow * 200 * 3 * 28}`);
const results = [
  await time('service statistics, month', () => serviceStatistics(deps, { caller, month: '2026-11' })),
  await time('service statistics, one service', () => serviceStatistics(deps, { caller, month: '2026-11', serviceCode: 'phone3' })),
  await time('service statistics, failures only', () => serviceStatistics(deps, { caller, month: '2026-11', outcome: 'failure' })),
  await time('application statistics, month', () => appStatistics(deps, { caller, month: '2026-11' })),
  await time('service statistics, month-by-month (year)', () => serviceStatistics(deps, { caller, month: '2026-11', view: 'month' })),
  await time('dashboard month figure', () => sumUsage(db, 'bench', '2026-11-01', '2026-11-28')),
];
if (pgUrl) await sql`drop schema if exists ${sql.id(`usage_${process.pid}`)} cascade`.execute(db);
await db.destroy();

const kind = postgres ? 'postgres' : 'sqlite';
const stamp = new Date().toISOString().replace(/:/g, '-').slice(0, 19);
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), load: os.loadavg() };
const md = [
  `# Usage statistics over a month of ${check.totals.calls.toLocaleString('en')} calls (${kind})`,
  '',
  `The dashboard's month figure on 28 November: ${monthFigure.toLocaleString('en')} calls, read from ${(200 * 3 * 28).toLocaleString('en')} rollup rows (the ledger rows they stand for are not generated: the figure never reads the ledger).`,
  '',
  `${stamp}; ${machine.cpus} cores (${machine.model}), load ${machine.load.map((l) => l.toFixed(1)).join(' ')}; ${rollupRows.toLocaleString('en')} rollup rows (${others} other enterprises) seeded in ${seedSeconds.toFixed(1)} s; ${runs} runs each`,
  '',
  '| call | median ms | p99 ms | max ms |',
  '| --- | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.name} | ${r.median.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.max.toFixed(2)} |`),
  '',
].join('\n');
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(`bench/results/${stamp}-usage-statistics-${kind}.md`, md);
fs.writeFileSync(
  `bench/results/${stamp}-usage-statistics-${kind}.json`,
  JSON.stringify({ calls, others, rollupRows, runs, seedSeconds, machine, results }, null, 2),
);
console.log(md);
fs.rmSync(dataDir, { recursive: true, force: true });
