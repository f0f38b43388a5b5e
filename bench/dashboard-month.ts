/**
 * The home dashboard's month figure against the size of the raw usage ledger, on PostgreSQL (target:
 * ≤ 20 ms median at 100 million usage rows, reading only the rollup). The ledger (`usage_records`,
 * partitioned by month) is filled for one enterprise's November with BENCH_LEDGER_SIZES rows in turn
 * (1,000,000 then 10,000,000 by default: 100 million through the real partition take ~35 GB and
 * over 40 minutes of this machine's two cores; see BENCH_LEDGER=copy below), the rollup (`usage_daily`) rebuilt from it as the server keeps it, and at each size the
 * figure is timed (BENCH_RUNS runs) and explained: the plan names only the rollup, and its time is
 * the same whatever the ledger holds. The figure is checked against the ledger's own count.
 * BENCH_DATABASE_URL (PostgreSQL) is required. Results: bench/results/<timestamp>-dashboard-month.{json,md}.
 *
 * BENCH_LEDGER=copy (for 100,000,000 rows in one hold of this machine): the rows go into
 * `usage_records_ledger_copy`, a table with the ledger's columns and none of its six indexes (unlogged:
 * no WAL), filled by one INSERT … SELECT over generate_series with short ids, and the rollup is rebuilt
 * from it. Through the real partition the fill runs ~25 s per million rows here (its indexes kept row by
 * row), over 40 minutes at 100 million; the figure's plan reads the rollup alone either way (the
 * EXPLAIN in the results), so where the raw rows sit changes nothing it reads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, ensureSchema, migrateToLatest } from '../apps/server/src/db/database.js';
import { sumUsage } from '../apps/server/src/features/services/usage-queries.js';
import { callsThisMonth } from '../apps/server/src/features/services/usage.js';
import type { Deps } from '../apps/server/src/platform/context.js';

const pgUrl = process.env.BENCH_DATABASE_URL;
if (!pgUrl) {
  console.error('BENCH_DATABASE_URL (PostgreSQL) is required: the ledger is partitioned by month there.');
  process.exit(2);
}
const sizes = (process.env.BENCH_LEDGER_SIZES ?? '1000000,10000000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const copy = process.env.BENCH_LEDGER === 'copy';
const ledger = copy ? 'usage_records_ledger_copy' : 'usage_records';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dashboard-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: path.join(dataDir, 'no-web') });
const schema = `dashboard_${process.pid}`;
// Its connections named, so a stop cancels only its own statements.
const named = new URL(pgUrl);
named.searchParams.set('application_name', schema);
config.database = { kind: 'postgres', url: named.toString(), schema };
const db = createDatabase(config.database);
await ensureSchema(db, schema);
await migrateToLatest(db, config.database);
if (copy) await sql`create unlogged table usage_records_ledger_copy (like usage_records including defaults)`.execute(db);

/** November 2026 in platform time (UTC+8): its first instant, in ms. */
const monthStart = Date.UTC(2026, 10, 1) - 8 * 3_600_000;
const day = 86_400_000;

/**
 * Ledger rows from..to-1 for enterprise `bench`: row i on day i % 30 of November, application
 * i / 30 % 200, service i / 6000 % 3, one in ten failed, one in fifty a sandbox call.
 */
async function fillLedger(from: number, to: number) {
  if (copy) {
    // One statement, short ids: ~100 bytes a row.
    await sql`insert into usage_records_ledger_copy (id, enterprise_id, user_id, service_code, app_id, called_at, count,
        subscription_id, request_id, outcome, sandbox, charge_fen)
      select i::text, 'bench', 'u0', (array['id2','phone3','bank4'])[(i / 6000) % 3 + 1], 'app-' || ((i / 30) % 200),
        ${monthStart}::bigint + (i % 30) * ${day}::bigint + (i / 30) % ${day}, 1, null, null,
        case when i % 10 = 0 then 'fail' else 'pass' end, case when i % 50 = 0 then 1 else 0 end, 0
      from generate_series(${from}::bigint, ${to - 1}::bigint) as i`.execute(db);
    return;
  }
  const chunk = 1_000_000;
  for (let start = from; start < to; start += chunk) {
    const end = Math.min(to, start + chunk) - 1;
    await sql`insert into usage_records (id, enterprise_id, user_id, service_code, app_id, called_at, count, subscription_id,
        request_id, outcome, sandbox, charge_fen)
      select 'r-' || i, 'bench', 'user-0', (array['id2','phone3','bank4'])[(i / 6000) % 3 + 1], 'app-' || ((i / 30) % 200),
        ${monthStart}::bigint + (i % 30) * ${day}::bigint + (i / 30) % ${day}, 1, null, 'q-' || i,
        case when i % 10 = 0 then 'fail' else 'pass' end, case when i % 50 = 0 then 1 else 0 end, 0
      from generate_series(${start}::bigint, ${end}::bigint) as i`.execute(db);
  }
}

/** The rollup the server keeps call by call, rebuilt from the whole ledger. */
async function rebuildRollup() {
  await sql`delete from usage_daily where enterprise_id = 'bench'`.execute(db);
  // Grouped by the platform day's number, named once per group (a to_char per row took over 5 minutes
  // at 100 million rows), into a table made by CREATE TABLE AS, which may scan in parallel (an INSERT
  // … SELECT may not).
  await sql`create temporary table rollup_fill as
    select enterprise_id, (called_at + 8 * 3600000) / ${day}::bigint as day_number, app_id, service_code, count(*) as calls,
      count(*) filter (where outcome = 'pass') as successes, count(*) filter (where outcome <> 'pass') as failures,
      sum(sandbox) as sandbox_calls
    from ${sql.table(ledger)} where enterprise_id = 'bench' group by 1, 2, 3, 4`.execute(db);
  await sql`insert into usage_daily (enterprise_id, day, app_id, service_code, calls, successes, failures, sandbox_calls)
    select enterprise_id, to_char(date '1970-01-01' + day_number::int, 'YYYY-MM-DD'), app_id, service_code, calls, successes,
      failures, sandbox_calls
    from rollup_fill`.execute(db);
  await sql`drop table rollup_fill`.execute(db);
  // As autovacuum leaves the month's past days: their pages all-visible for the index-only scan.
  await sql`vacuum analyze usage_daily`.execute(db);
  await sql`analyze ${sql.table(ledger)}`.execute(db);
}

/** The dashboard on 28 November, noon in platform time: the 1st to the 26th settled, the 27th and 28th read. */
const now = Date.UTC(2026, 10, 28, 4);
const tenant = { kind: 'enterprise' as const, enterpriseId: 'bench' };
/**
 * The figure as a view of the dashboard reads it, or the whole month summed (a process's first view
 * of the day), over a handle of their own per ledger size: the bench rewrites past days, which a
 * server never does, so a new handle (a new process, as far as the remembered days go) reads each.
 */
const readersOn = (handle: typeof db) => {
  const deps = { db: handle, clock: { now: () => now } } as unknown as Deps;
  return {
    view: () => callsThisMonth(deps, tenant, now),
    whole: () => sumUsage(handle, 'bench', '2026-11-01', '2026-11-28'),
  };
};
let handle = createDatabase(config.database);
let readers = readersOn(handle);

async function time(read: () => Promise<number>) {
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) await read();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await read();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { median: at(0.5), p99: at(0.99), max: samples.at(-1)! };
}

const measured: {
  ledgerRows: number;
  rollupRows: number;
  figure: number;
  median: number;
  p99: number;
  max: number;
  whole: { median: number; p99: number; max: number };
  plan: string;
  tablesRead: string[];
  ledgerMb: number;
}[] = [];
// Everyone else around it, as a platform holds them: BENCH_OTHERS enterprises (1,000 by default), 10
// applications × 3 services × 90 days each, so the figure's plan is the one a full rollup gets.
const others = Number(process.env.BENCH_OTHERS ?? 1000);
await sql`insert into usage_daily (enterprise_id, day, app_id, service_code, calls, successes, failures, sandbox_calls)
  select 'e-' || e, to_char(date '2026-09-01' + d, 'YYYY-MM-DD'), 'a-' || e || '-' || a, s, 7, 6, 1, 0
  from generate_series(0, ${others - 1}) e, generate_series(0, 89) d, generate_series(0, 9) a,
    unnest(array['id2','phone3','bank4']) s`.execute(db);
let filled = 0;
const started = performance.now();
// A failed run leaves no ledger behind (10 million rows are ~3 GB).
process.on('uncaughtException', (error) => {
  console.error(error);
  void sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db).finally(() => process.exit(1));
});
// Nor one stopped by a time limit (`timeout`), whose statement in flight is cancelled first.
process.on('SIGTERM', () => {
  console.error('stopped: dropping the schema');
  void sql`select pg_cancel_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and application_name = ${schema}`
    .execute(db)
    .then(() => sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db))
    .finally(() => process.exit(1));
});
for (const size of sizes) {
  await fillLedger(filled, size);
  filled = size;
  await rebuildRollup();
  await handle.destroy();
  handle = createDatabase(config.database);
  readers = readersOn(handle);
  const figure = await readers.whole();
  if ((await readers.view()) !== figure) throw new Error('the view and the whole month disagree');
  // The figure is the ledger's: its product calls (not the sandbox's) from the 1st to the 28th.
  const counted = await sql<{ n: string }>`select count(*) as n from ${sql.table(ledger)} where enterprise_id = 'bench' and sandbox = 0
    and called_at >= ${monthStart}::bigint and called_at < ${monthStart + 28 * day}::bigint`.execute(db);
  if (figure !== Number(counted.rows[0]!.n)) throw new Error(`month figure ${figure}, ledger ${counted.rows[0]!.n}`);
  const compiled = db
    .selectFrom('usage_daily')
    .where('enterprise_id', '=', 'bench')
    .where('day', '>=', '2026-11-01')
    .where('day', '<=', '2026-11-28')
    .select(sql<number>`coalesce(sum(calls - sandbox_calls), 0)`.as('calls'))
    .compile();
  const explained = await sql
    .raw<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${compiled.sql.replace(/\$(\d+)/g, (_, n: string) => `'${String(compiled.parameters[Number(n) - 1])}'`)}`,
    )
    .execute(db);
  const plan = explained.rows.map((r) => r['QUERY PLAN']).join('\n');
  const tablesRead = [...new Set([...plan.matchAll(/ on (\w+)/g)].map((m) => m[1]!))];
  const rollupRows = Number(
    (
      await sql<{ n: string }>`select count(*) as n from usage_daily where enterprise_id = 'bench'
      and day between '2026-11-01' and '2026-11-28'`.execute(db)
    ).rows[0]!.n,
  );
  const ledgerMb =
    Number(
      (
        await sql<{ bytes: string }>`select sum(pg_total_relation_size(c.oid)) as bytes from pg_class c
        where c.relnamespace = ${schema}::regnamespace and c.relname like 'usage_records%' and c.relkind = 'r'`.execute(db)
      ).rows[0]!.bytes,
    ) /
    2 ** 20;
  const timing = await time(readers.view);
  const whole = await time(readers.whole);
  measured.push({ ledgerRows: size, rollupRows, figure, ...timing, whole, plan, tablesRead, ledgerMb });
  console.log(JSON.stringify({ ledgerRows: size, ...timing, whole: whole.median, tablesRead, ledgerMb: Math.round(ledgerMb) }));
}
// Each size timed again after the largest, interleaved, so a neighbour's load falls on both alike.
const again: { ledgerRows: number; median: number }[] = [];
for (let round = 0; round < 3; round++) again.push({ ledgerRows: filled, median: (await time(readers.view)).median });
const seconds = (performance.now() - started) / 1000;
await handle.destroy();
await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });

const smallest = measured[0]!;
const largest = measured.at(-1)!;
const ratio = largest.median / smallest.median;
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, load: os.loadavg() };
const stamp = new Date().toISOString().replace(/:/g, '-').slice(0, 19);
const md = [
  '# The dashboard’s month figure against the raw ledger’s size (PostgreSQL)',
  '',
  ...(copy
    ? [
        'The raw rows sit in `usage_records_ledger_copy` (the ledger’s columns, no indexes, unlogged; BENCH_LEDGER=copy), the rollup rebuilt from them.',
        '',
      ]
    : []),
  `${stamp}; ${machine.cpus} cores (${machine.model}), load ${machine.load.map((l) => l.toFixed(1)).join(' ')} at the end; ${runs} runs per size; ${seconds.toFixed(0)} s in all; the rollup also holds ${(others * 2700).toLocaleString('en')} rows of ${others.toLocaleString('en')} other enterprises.`,
  '',
  "A view reads the settled days (the 1st to the 26th) from memory and sums yesterday and today from the rollup; a process's first view of the day sums the whole month (its settled days once a day per enterprise).",
  '',
  '| ledger rows | ledger on disk | rollup rows in the month | figure | view: median ms | p99 ms | max ms | whole month: median ms | p99 ms | relations in the plan |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...measured.map(
    (m) =>
      `| ${m.ledgerRows.toLocaleString('en')} | ${(m.ledgerMb / 1024).toFixed(2)} GB | ${m.rollupRows.toLocaleString('en')} | ${m.figure.toLocaleString('en')} | ${m.median.toFixed(2)} | ${m.p99.toFixed(2)} | ${m.max.toFixed(2)} | ${m.whole.median.toFixed(2)} | ${m.whole.p99.toFixed(2)} | ${m.tablesRead.join(', ')} |`,
  ),
  '',
  `Median at ${largest.ledgerRows.toLocaleString('en')} ledger rows over the median at ${smallest.ledgerRows.toLocaleString('en')}: ${ratio.toFixed(2)}× ` +
    `(again after the largest, three rounds: ${again.map((a) => a.median.toFixed(2)).join(', ')} ms). Target ≤ 20 ms median: ` +
    `${measured.every((m) => m.median <= 20) ? 'met' : 'NOT met'} at every size.`,
  '',
  `The plan of the whole month's sum at ${largest.ledgerRows.toLocaleString('en')} ledger rows (a view runs the same over two days):`,
  '',
  '```',
  largest.plan,
  '```',
  '',
].join('\n');
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(`bench/results/${stamp}-dashboard-month.md`, md);
fs.writeFileSync(`bench/results/${stamp}-dashboard-month.json`, JSON.stringify({ runs, machine, measured, again, ratio }, null, 2));
console.log(md);
