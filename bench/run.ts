/**
 * `npm run bench [-- scenario…]`: the built server (`apps/server/dist/main.js`, production
 * mode, logs at warn) and a bare Fastify baseline, each in its own process, under the raw load client
 * (bench/load-client.mjs) in a third, whose CPU is read apart. Each scenario runs right after a baseline run, and the pair is repeated (BENCH_REPEAT, 3), so a
 * ratio compares two runs seconds apart; the report gives min / median / max of the ratios over the
 * repetitions. Latencies are taken per response in microseconds (autocannon's own histogram, for the
 * fixed-rate run, counts whole milliseconds), so a p99 ratio means something. The review queue is seeded at scale first
 * (BENCH_ROWS, 1,000,000 applications) inside the database; the raw argon2id verification rate is
 * measured in the same run, beside the sign-in scenario. DATABASE_URL runs everything on PostgreSQL
 * (a schema of its own, dropped after). Results land in bench/results/<date>-<db>.{json,md}.
 * Needs `npm run build`. BENCH_DURATION (s per run, 3), BENCH_CONNECTIONS (10), BENCH_PROFILE (a directory for the
 * server's CPU profile). BENCH_PROCESSES=N (PostgreSQL): a second server with WEB_CONCURRENCY=N on the same
 * database and Redis, measured right after the one-process server in each repetition (throughput and
 * CPU per request of all its processes, as ratios to the one process).
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
// The server's plugin type augmentations (cookies, multipart), which the sources imported here rely on.
import type {} from '../apps/server/src/app.js';
import { seedAtScale } from '../apps/server/src/db/scale-seed.js';
import { hashPassword, verifyPassword } from '../apps/server/src/platform/password.js';
import { openBenchDatabase, serverEntryOf, spawnBenchServer } from './bench-server.js';
import { cpuMsOf, machineCpuMs, postgresCpuMs, treeCpuMs } from './proc-cpu.js';
import { createLoadClients, rawRequest } from './raw-load.js';
import { type BenchRequest, type Scenario, scenarios } from './scenarios.js';

const duration = Number(process.env.BENCH_DURATION ?? 3);
const repeat = Number(process.env.BENCH_REPEAT ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const postgresUrl = process.env.DATABASE_URL;
const processes = Number(process.env.BENCH_PROCESSES ?? 1);
if (processes > 1 && !postgresUrl) {
  console.error('BENCH_PROCESSES needs DATABASE_URL: several processes share PostgreSQL and Redis, never SQLite.');
  process.exit(2);
}
const only = process.argv.slice(2);
const unknown = only.filter((name) => !scenarios.some((s) => s.name === name));
if (unknown.length) {
  console.error(`Unknown scenario(s): ${unknown.join(', ')}. Known: ${scenarios.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const chosen = scenarios.filter((s) => !only.length || only.includes(s.name));
const serverEntry = serverEntryOf();

// ---- the database, seeded -----------------------------------------------------------------------

// A data folder, the database migrated (bench-server.ts), the environment of the servers over it.
const benchDb = await openBenchDatabase('bench');
const { db, dataDir, serverEnv } = benchDb;
const { config, cipher } = benchDb.deps;
const started = Date.now();
process.stdout.write(`Seeding ${rows.toLocaleString('en')} real-name applications (${(rows / 10).toLocaleString('en')} people)… `);
await seedAtScale(db, cipher, Boolean(postgresUrl), {
  users: Math.max(1, Math.floor(rows / 10)),
  realNameApplications: rows,
  enterprises: 0,
  enterpriseApplications: 0,
  remittances: 0,
  registryEntries: 0,
});
if (postgresUrl) await sql`analyze`.execute(db);
const seedSeconds = (Date.now() - started) / 1000;
console.log(`${seedSeconds.toFixed(1)} s`);

// ---- argon2id's raw rate, for the sign-in scenario --------------------------------------------------

async function argon2Rate(seconds: number): Promise<number> {
  const stored = await hashPassword('bench-pass-1');
  const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  let done = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      await verifyPassword(stored, 'bench-pass-1');
      done++;
    }
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: threads }, worker));
  return done / ((Date.now() - t0) / 1000);
}

// ---- scenarios, prepared in the database ----------------------------------------------------------

const ctx = { db, config, cipher, rows };
const prepared = new Map<Scenario, { request: BenchRequest; background?: BenchRequest }>();
for (const scenario of chosen) prepared.set(scenario, await scenario.prepare(ctx));

// ---- the servers ----------------------------------------------------------------------------------

const children: ChildProcess[] = [];
const bare = fork(path.join(import.meta.dirname, 'bare.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
children.push(bare);
const bareUrl = await new Promise<string>((resolve) => bare.once('message', (m) => resolve((m as { url: string }).url)));
// BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
const profileArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const { server: app, appUrl } = await spawnBenchServer(serverEnv, { entry: serverEntry, serverArgs: profileArgs });
children.push(app);
// BENCH_PROCESSES: the same server as a cluster of N processes on one port (its primary forks them).
let clusterUrl: string | undefined;
let cluster: ChildProcess | undefined;
if (processes > 1) {
  const started = await spawnBenchServer(
    {
      ...serverEnv,
      WEB_CONCURRENCY: String(processes),
      // Production refuses several processes on the local file store. No measured scenario stores or
      // reads a file, so the bucket is a loopback address where nothing answers.
      FILE_STORE: 's3',
      S3_BUCKET: 'bench',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'bench',
      S3_SECRET_ACCESS_KEY: 'bench-secret',
    },
    { entry: serverEntry, serverArgs: [] },
  );
  cluster = started.server;
  clusterUrl = started.appUrl;
  children.push(cluster);
  // Every worker answers before measuring (the first is forked alone, the others after it listens).
  await new Promise((r) => setTimeout(r, 3000));
}

/**
 * Waits until a server is done starting. An idle two-process cluster, from 3 s after it listened, used
 * 350, 280, 152, then 10 ms of CPU a second (5-s windows; its start-up work, likely the key pools and the
 * jobs' first rounds); measured during that, it counted as CPU per request and took the cores from the
 * requests (2026-11-29: cluster CPU per request 2.6-4.5x one process's, at ~0.4-0.8 CPU-s/s whatever the rate).
 */
async function settled(pid: number | undefined, cpuOf: (pid: number | undefined) => number | null, name: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const before = cpuOf(pid);
    await new Promise((r) => setTimeout(r, 1000));
    const after = cpuOf(pid);
    if (before === null || after === null || after - before < 50 || Date.now() - started > 60_000) break;
  }
  console.log(`${name} settled after ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
await settled(app.pid, cpuMsOf, 'the server');
if (cluster) await settled(cluster.pid, treeCpuMs, `the ${processes} processes`);

const clients = createLoadClients();
async function stopAll() {
  clients.stop();
  for (const child of children) child.kill('SIGTERM');
  // The schema dropped (PostgreSQL) once its servers are told to stop; the report reads no table.
  await benchDb.close().catch(() => undefined);
}

// ---- measuring ------------------------------------------------------------------------------------

interface Run {
  rps: number;
  /** The serving process's CPU time (all threads) per response, ms; null without /proc. */
  cpuMs: number | null;
  /** PostgreSQL's CPU time (all its processes) per response, ms; null on SQLite or without /proc. */
  dbCpuMs: number | null;
  /** The load generator's CPU time per response, ms (its own process; autocannon in this one for a fixed rate). */
  loadCpuMs: number;
  /** Every core's busy time (/proc/stat: servers, PostgreSQL, Redis, the load generator, anyone else) per response, ms. */
  machineCpuMs: number | null;
  p50us: number;
  p99us: number;
  maxUs: number;
  non2xx: number;
  errors: number;
}

// Each variant (a signed request with its own nonce) is sent once. A cursor, not `shift()`: shifting a
// 200,000-entry array moves it in memory on every request, which cost the load generator more CPU
// than the server's whole answer.
const cursors = new WeakMap<BenchRequest, number>();
function nextVariant(request: BenchRequest) {
  const at = cursors.get(request) ?? 0;
  cursors.set(request, at + 1);
  return request.variants?.[at];
}

/** Measuring an error path would flatter the figures: one request must succeed with code 0 first. */
async function check(url: string, request: BenchRequest): Promise<void> {
  const first = nextVariant(request);
  const res = await fetch(url + request.path, {
    method: request.method,
    headers: { ...request.headers, ...first?.headers },
    body: first?.body ?? request.body,
  });
  const answer = (await res.json().catch(() => undefined)) as { code?: number } | undefined;
  if (!res.ok || answer?.code !== 0) throw new Error(`${request.method} ${request.path} answered ${res.status} ${JSON.stringify(answer)}`);
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

/**
 * A run at full speed: the raw client (bench/load-client.mjs) in its own process, each connection
 * sending its next request as the last is answered; CPU of the server (a cluster's primary and
 * workers), PostgreSQL, the client and the whole machine over the same window.
 */
async function load(
  url: string,
  request: BenchRequest,
  seconds: number,
  options: { connections?: number; rate?: number; pace?: number } = {},
): Promise<Run> {
  if (options.rate) return loadAtRate(url, request, seconds, options.rate);
  const pid = url === bareUrl ? bare.pid : url === clusterUrl ? cluster!.pid : app.pid;
  const cpuOf = url === clusterUrl ? treeCpuMs : cpuMsOf;
  const cpuBefore = cpuOf(pid);
  const dbBefore = url === bareUrl || !postgresUrl ? null : postgresCpuMs();
  const machineBefore = machineCpuMs();
  const result = await clients.run(
    request,
    () => {
      // The variants the checks have not spent, each once; a request without variants, repeated.
      const bytes: Buffer[] = [];
      for (let v = nextVariant(request); v; v = nextVariant(request))
        bytes.push(rawRequest(request.method, request.path, { ...request.headers, ...v.headers }, v.body));
      if (!bytes.length) bytes.push(rawRequest(request.method, request.path, request.headers ?? {}, request.body));
      return bytes;
    },
    { port: Number(new URL(url).port), connections: options.connections ?? connections, seconds, rate: options.pace },
  );
  const cpuAfter = cpuOf(pid);
  const dbAfter = dbBefore === null ? null : postgresCpuMs();
  const machineAfter = machineCpuMs();
  const served = Math.max(1, result.total);
  return {
    rps: result.total / seconds,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / served,
    dbCpuMs: dbBefore === null || dbAfter === null ? null : (dbAfter - dbBefore) / served,
    loadCpuMs: result.cpuMs / served,
    machineCpuMs: machineBefore === null || machineAfter === null ? null : (machineAfter - machineBefore) / served,
    p50us: result.p50us,
    p99us: result.p99us,
    maxUs: result.maxUs,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A run at a fixed rate (autocannon's overallRate, in this process): the p99 at 1,000 req/s. */
async function loadAtRate(url: string, request: BenchRequest, seconds: number, rate: number): Promise<Run> {
  const samples: number[] = [];
  const pid = url === clusterUrl ? cluster!.pid : app.pid;
  const cpuOf = url === clusterUrl ? treeCpuMs : cpuMsOf;
  const cpuBefore = cpuOf(pid);
  const dbBefore = !postgresUrl ? null : postgresCpuMs();
  const machineBefore = machineCpuMs();
  const loadBefore = process.cpuUsage();
  const variants = request.variants;
  const result = await autocannon({
    url: url + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    overallRate: rate,
    duration: seconds,
    pipelining: 1,
    requests: variants
      ? [
          {
            setupRequest: (req: autocannon.Request) => {
              const v = nextVariant(request);
              return v ? { ...req, headers: { ...req.headers, ...v.headers }, body: v.body } : req;
            },
          },
        ]
      : undefined,
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, ms: number) => samples.push(ms * 1000));
    },
  });
  const sorted = Float64Array.from(samples).sort();
  const cpuAfter = cpuOf(pid);
  const dbAfter = dbBefore === null ? null : postgresCpuMs();
  const machineAfter = machineCpuMs();
  const served = Math.max(1, result.requests.total);
  const generator = process.cpuUsage(loadBefore);
  return {
    rps: result.requests.total / seconds,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / served,
    dbCpuMs: dbBefore === null || dbAfter === null ? null : (dbAfter - dbBefore) / served,
    loadCpuMs: (generator.user + generator.system) / 1000 / served,
    machineCpuMs: machineBefore === null || machineAfter === null ? null : (machineAfter - machineBefore) / served,
    p50us: Math.round(percentile(sorted, 50)),
    p99us: Math.round(percentile(sorted, 99)),
    maxUs: Math.round(sorted.at(-1) ?? 0),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const runs = new Map<string, { bare: Run; run: Run; background?: Run; processes?: Run; atSameRate?: { one: Run; many: Run } }[]>();
const fixedRate: Run[] = [];
const argon2: number[] = [];
try {
  for (const p of prepared.values()) await check(appUrl, p.request);
  if (clusterUrl) for (const p of prepared.values()) await check(clusterUrl, p.request);
  // Warm-up: JIT, statement caches and the database's pages, unrecorded.
  await load(bareUrl, { method: 'GET', path: '/bare' }, 1);
  // The cluster's workers warmed alike: measured cold, its first repetition ran at 0.4x (2026-11-29).
  for (const [scenario, p] of prepared)
    if (scenario.name !== 'password-sign-in')
      for (const url of clusterUrl ? [appUrl, clusterUrl] : [appUrl]) await load(url, p.request, 1, { connections: scenario.connections });
  for (let rep = 1; rep <= repeat; rep++) {
    for (const [scenario, p] of prepared) {
      process.stdout.write(`run ${rep}/${repeat} ${scenario.name}… `);
      const baseline = await load(bareUrl, { method: 'GET', path: '/bare' }, duration, { connections: scenario.connections });
      let run: Run;
      let background: Run | undefined;
      if (p.background) {
        const behind = load(appUrl, p.background, duration, { connections: 1 });
        run = await load(appUrl, p.request, duration, { connections: scenario.connections });
        background = await behind;
      } else run = await load(appUrl, p.request, duration, { connections: scenario.connections });
      // The cluster right after the one process, without a background load.
      const many =
        clusterUrl && !p.background ? await load(clusterUrl, p.request, duration, { connections: scenario.connections }) : undefined;
      // Both at the same offered load, 60 % of what the one process served: CPU per request with
      // cores to spare, apart from what a saturated machine adds (run queues, smaller batches).
      let atSameRate: { one: Run; many: Run } | undefined;
      if (many) {
        const pace = Math.round(run.rps * 0.6);
        const one = await load(appUrl, p.request, duration, { connections: scenario.connections, pace });
        atSameRate = { one, many: await load(clusterUrl!, p.request, duration, { connections: scenario.connections, pace }) };
        process.stdout.write(
          `at ${pace} req/s: one ${atSameRate.one.cpuMs?.toFixed(3)} ms server CPU each (machine ${atSameRate.one.machineCpuMs?.toFixed(3)}), ${processes} processes ${atSameRate.many.cpuMs?.toFixed(3)} (machine ${atSameRate.many.machineCpuMs?.toFixed(3)}); `,
        );
      }
      if (!runs.has(scenario.name)) runs.set(scenario.name, []);
      runs.get(scenario.name)!.push({ bare: baseline, run, background, processes: many, atSameRate });
      if (many)
        process.stdout.write(
          `${processes} processes: ${Math.round(many.rps)} req/s (${(many.rps / run.rps).toFixed(2)}×), ${many.cpuMs?.toFixed(3) ?? '?'} ms CPU each (machine ${many.machineCpuMs?.toFixed(3) ?? '?'}); one: `,
        );
      const cpu =
        run.cpuMs === null
          ? ''
          : `, server ${run.cpuMs.toFixed(3)} ms CPU each${run.dbCpuMs === null ? '' : ` + database ${run.dbCpuMs.toFixed(3)}`} + load generator ${run.loadCpuMs.toFixed(3)} (machine ${run.machineCpuMs?.toFixed(3) ?? '?'})`;
      console.log(
        `${Math.round(run.rps)} req/s, p99 ${(run.p99us / 1000).toFixed(2)} ms${cpu} (bare ${Math.round(baseline.rps)} req/s, p99 ${(baseline.p99us / 1000).toFixed(2)} ms, ${baseline.cpuMs?.toFixed(3) ?? '?'} ms CPU each)`,
      );
    }
    if (prepared.has(scenarios.find((s) => s.name === 'header-info')!)) {
      const p = prepared.get(scenarios.find((s) => s.name === 'header-info')!)!;
      fixedRate.push(await load(appUrl, p.request, duration, { rate: 1000 }));
    }
    if (prepared.has(scenarios.find((s) => s.name === 'password-sign-in')!)) argon2.push(await argon2Rate(duration));
  }
} finally {
  await stopAll();
}

// ---- report ---------------------------------------------------------------------------------------

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[]) => ({ min: round(Math.min(...xs)), median: round(median(xs)), max: round(Math.max(...xs)) });
function round(n: number): number {
  return Number(n.toPrecision(3));
}
const fmt = (s: { min: number; median: number; max: number }, unit = '×') => `${s.min}–${s.median}–${s.max}${unit}`;

const quietHeaderP99 = runs.get('header-info')?.map((r) => r.run.p99us);
const results = [...runs].map(([name, rs]) => {
  const scenario = scenarios.find((s) => s.name === name)!;
  const entry: Record<string, unknown> = {
    name,
    description: scenario.description,
    repetitions: rs,
    requestsPerSecond: spread(rs.map((r) => r.run.rps)),
    p99Ms: spread(rs.map((r) => r.run.p99us / 1000)),
    vsBare: { throughput: spread(rs.map((r) => r.run.rps / r.bare.rps)), p99: spread(rs.map((r) => r.run.p99us / r.bare.p99us)) },
  };
  const known = (xs: (number | null)[]) => (xs.every((x) => x !== null) ? spread(xs as number[]) : null);
  entry.serverCpuMsPerRequest = known(rs.map((r) => r.run.cpuMs));
  entry.databaseCpuMsPerRequest = known(rs.map((r) => r.run.dbCpuMs));
  entry.bareCpuMsPerRequest = known(rs.map((r) => r.bare.cpuMs));
  entry.loadGeneratorCpuMsPerRequest = spread(rs.map((r) => r.run.loadCpuMs));
  if ((name === 'reads-while-paging' || name === 'reads-while-exporting') && quietHeaderP99)
    entry.p99VsQuietHeaderInfo = spread(rs.map((r, i) => r.run.p99us / quietHeaderP99[i]!));
  if (name === 'password-sign-in' && argon2.length) entry.vsRawArgon2 = spread(rs.map((r, i) => r.run.rps / argon2[i]!));
  if (rs.every((r) => r.processes))
    entry.vsOneProcess = {
      processes,
      throughput: spread(rs.map((r) => r.processes!.rps / r.run.rps)),
      cpuPerRequest: rs.every((r) => r.processes!.cpuMs !== null && r.run.cpuMs !== null)
        ? spread(rs.map((r) => r.processes!.cpuMs! / r.run.cpuMs!))
        : null,
      machineCpuPerRequest: rs.every((r) => r.processes!.machineCpuMs !== null && r.run.machineCpuMs !== null)
        ? spread(rs.map((r) => r.processes!.machineCpuMs! / r.run.machineCpuMs!))
        : null,
      atSameRate: rs.every((r) => r.atSameRate?.one.cpuMs != null && r.atSameRate.many.cpuMs != null)
        ? {
            cpuPerRequest: spread(rs.map((r) => r.atSameRate!.many.cpuMs! / r.atSameRate!.one.cpuMs!)),
            machineCpuPerRequest: spread(rs.map((r) => r.atSameRate!.many.machineCpuMs! / r.atSameRate!.one.machineCpuMs!)),
          }
        : null,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    };
  return entry;
});

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
const now = new Date();
const machine = {
  node: process.version,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.availableParallelism(),
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  platform: `${os.platform()} ${os.release()}`,
  load: os.loadavg().map((l) => l.toFixed(2)),
};
const database = postgresUrl ? 'postgres' : 'sqlite';
const record = {
  date: now.toISOString(),
  commit: gitCommit(),
  machine,
  settings: {
    database,
    rows,
    seedSeconds,
    durationSeconds: duration,
    repetitions: repeat,
    connections,
    server: 'apps/server/dist/main.js, NODE_ENV=production',
  },
  argon2VerifiesPerSecond: argon2.map(Math.round),
  headerInfoAt1000PerSecond: fixedRate,
  results,
};
const table = [
  '| scenario | req/s (median) | p99 ms (median) | throughput vs bare (min–median–max) | p99 vs bare (min–median–max) | server CPU ms per request | database CPU ms per request | load generator CPU ms per request | bare CPU ms per request | other |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...results.map((r) => {
    const rps = r.requestsPerSecond as ReturnType<typeof spread>;
    const p99 = r.p99Ms as ReturnType<typeof spread>;
    const vs = r.vsBare as { throughput: ReturnType<typeof spread>; p99: ReturnType<typeof spread> };
    const other = r.p99VsQuietHeaderInfo
      ? `users' p99 vs quiet header-info ${fmt(r.p99VsQuietHeaderInfo as ReturnType<typeof spread>)}`
      : r.vsRawArgon2
        ? `vs raw argon2id verify rate ${fmt(r.vsRawArgon2 as ReturnType<typeof spread>)}`
        : '';
    const many = r.vsOneProcess as
      | {
          processes: number;
          throughput: ReturnType<typeof spread>;
          cpuPerRequest: ReturnType<typeof spread> | null;
          machineCpuPerRequest: ReturnType<typeof spread> | null;
          atSameRate: { cpuPerRequest: ReturnType<typeof spread>; machineCpuPerRequest: ReturnType<typeof spread> } | null;
        }
      | undefined;
    const cluster = many
      ? `${many.processes} processes vs one: throughput ${fmt(many.throughput)}, server CPU per request ${many.cpuPerRequest ? fmt(many.cpuPerRequest) : '?'}, machine CPU per request ${many.machineCpuPerRequest ? fmt(many.machineCpuPerRequest) : '?'}` +
        (many.atSameRate
          ? `; both at 60 % of the one process's rate: server CPU per request ${fmt(many.atSameRate.cpuPerRequest)}, machine ${fmt(many.atSameRate.machineCpuPerRequest)}`
          : '')
      : '';
    const cpu = (x: unknown) => (x ? fmt(x as ReturnType<typeof spread>, '') : '–');
    return `| ${r.name} | ${Math.round(rps.median)} | ${p99.median} | ${fmt(vs.throughput)} | ${fmt(vs.p99)} | ${cpu(r.serverCpuMsPerRequest)} | ${cpu(r.databaseCpuMsPerRequest)} | ${cpu(r.loadGeneratorCpuMsPerRequest)} | ${cpu(r.bareCpuMsPerRequest)} | ${[other, cluster].filter(Boolean).join('; ')} |`;
  }),
];
const notes = [
  fixedRate.length
    ? `- header-info at a fixed 1,000 req/s: p99 ${fixedRate.map((r) => (r.p99us / 1000).toFixed(2)).join(' / ')} ms (${fixedRate.map((r) => Math.round(r.rps)).join(' / ')} req/s achieved).`
    : '',
  argon2.length
    ? `- Raw argon2id verification (${process.env.UV_THREADPOOL_SIZE ?? 4} threads, this process): ${argon2.map(Math.round).join(' / ')} per second.`
    : '',
].filter(Boolean);
const markdown = [
  `# Benchmark ${record.date.slice(0, 16)} (${record.commit}, ${database})`,
  '',
  `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, load average ${machine.load.join(' ')} at the end. ` +
    `The built server (production mode, logs at warn) and a bare Fastify, each in its own process, on loopback; the load generator (bench/load-client.mjs: raw keep-alive HTTP, ` +
    `its CPU read apart; autocannon only for the fixed 1,000 req/s run) in a process of its own, sharing the cores. ${connections} connections unless a scenario says otherwise, ${duration} s per run, each scenario right after a baseline run, ` +
    `${repeat} repetitions; latencies per response in microseconds; CPU per request from /proc (the server's and the bare process's all threads, PostgreSQL's all processes, the load generator's process, and the whole machine's busy time for the cluster), which a shared machine distorts less than rates. ${rows.toLocaleString('en')} real-name applications seeded in ${seedSeconds.toFixed(1)} s.`,
  '',
  ...table,
  '',
  ...notes,
  '',
  ...results.map((r) => `- **${r.name}**: ${r.description}`),
  '',
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const stamp = `${now.toISOString().slice(0, 19).replace(/:/g, '-')}-${database}`;
fs.writeFileSync(path.join(dir, `${stamp}.json`), JSON.stringify(record, null, 2) + '\n');
fs.writeFileSync(path.join(dir, `${stamp}.md`), markdown);
console.log(`\n${markdown}\nRecorded in bench/results/${stamp}.json and .md`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
