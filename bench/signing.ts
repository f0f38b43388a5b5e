/**
 * `npm run bench:signing` ("Performance"; after `npm run build`): the built server
 * (`apps/server/dist/main.js`, production mode, logs at warn) in its own process, called over HTTP on
 * loopback with signed open-API requests, as a customer's server calls it.
 *
 * 1. `sign/digest` calls per second (autocannon, BENCH_CONNECTIONS concurrent callers, 4) against the
 *    raw signing rate of the same platform-held key in a tight loop through the key store
 *    (`keyStoreOf(…).sign`: row read, PKCS#8 unsealed, signature), for RSA-2048 and SM2. The raw loop
 *    runs in this process (the same Node, one thread, as the server's) while the server idles; each
 *    repetition measures raw then the API seconds apart, BENCH_REPEAT (3) times, interleaved by
 *    algorithm, so each ratio compares two measurements under the same load from elsewhere.
 * 2. The time to sign a ~1 MB, 10-page PDF through `sign/pdf` (RSA, B-B and B-T interleaved),
 *    BENCH_PDF_RUNS (20) each after one unrecorded call: the caller's round trip, upload and signed
 *    file included.
 *
 * The fixtures are made as a customer would: an authenticated enterprise with `sign` and `cert`
 * packages and one application (written into the database first, `open-api.ts`), then a
 * platform-key certificate of each algorithm applied for through `cert/apply`. The first answer of
 * each kind is checked before anything is timed (openssl for the RSA CMS, our CMS reader for SM2,
 * pdfsig for the PDF), so no error path is measured. DATABASE_URL runs it on PostgreSQL in a schema
 * of its own, dropped after; BENCH_PROFILE=<dir> makes the server write a V8 CPU profile there.
 * BENCH_DURATION is the seconds per measurement (3). Results: bench/results/<date>-signing-<db>.{json,md}.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { keyStoreOf, readCms, verifyCmsSigner } from '../apps/server/src/features/certificates/index.js';
import { startBenchServer } from './bench-server.js';
import { signedApps, signedHeaders } from './open-api.js';
import { contractPdf } from './pdf-fixture.js';
import { cpuMsOf, postgresCpuMs } from './proc-cpu.js';

const duration = Number(process.env.BENCH_DURATION ?? 3);
const repeat = Number(process.env.BENCH_REPEAT ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const pdfRuns = Number(process.env.BENCH_PDF_RUNS ?? 20);
// BENCH_TRACKS=rsa (or sm2) measures one algorithm only, e.g. for a CPU profile of its calls.
const only = (process.env.BENCH_TRACKS ?? 'rsa,sm2').split(',');
const loadAtStart = os.loadavg();

// ---- the database and the calling application -------------------------------------------------------

// BENCH_SERVER=<path of a main.js>: another build (e.g. one made before a change, to compare in one sitting).
const bench = await startBenchServer('signing', {
  entry: process.env.BENCH_SERVER ? path.resolve(process.env.BENCH_SERVER) : undefined,
  serverArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : undefined,
});
const { deps, db, dataDir, appUrl, server } = bench;
const {
  callers: [caller],
} = await signedApps(deps, { apps: 1, units: 100_000_000, services: ['sign', 'cert'] });

const apiPath = (name: string) => `/webgate/platform-api/v1/${name}`;
interface Answer {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}
/** A signed call whose body and headers are made before `started` is taken. */
async function call(name: string, input: unknown): Promise<{ answer: Answer; ms: number }> {
  const body = JSON.stringify(input);
  const headers = signedHeaders(caller!, body, Date.now(), apiPath(name));
  const started = performance.now();
  const res = await fetch(appUrl + apiPath(name), { method: 'POST', body, headers });
  const answer = (await res.json()) as Answer;
  const ms = performance.now() - started;
  if (answer.code !== 0) throw new Error(`${name} answered ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return { answer, ms };
}

// ---- the certificates, and a first signature of each kind checked ---------------------------------------

interface Track {
  name: string;
  algorithm: 0 | 1;
  hashAlgorithm: 1 | 2;
  hash: 'sha256' | 'sm3';
  serial: string;
  keyId: string;
}
const tracks: Track[] = [];
for (const t of [
  { name: 'RSA-2048 / SHA-256', algorithm: 0, hashAlgorithm: 1, hash: 'sha256' },
  { name: 'SM2 / SM3', algorithm: 1, hashAlgorithm: 2, hash: 'sm3' },
] as const) {
  if (!only.includes(t.algorithm === 0 ? 'rsa' : 'sm2')) continue;
  const serial = String((await call('cert/apply', { algorithm: t.algorithm, validity: 0 })).answer.data.serial);
  const row = await db.selectFrom('certificates').select('key_id').where('serial', '=', serial).executeTakeFirstOrThrow();
  tracks.push({ ...t, serial, keyId: row.key_id! });
}

function openssl(files: Record<string, Buffer>, args: string[]): string {
  const dir = fs.mkdtempSync(path.join(dataDir, 'check-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  const r = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
  return `${r.stdout}${r.stderr}`;
}

const checks: string[] = [];
for (const t of tracks) {
  const content = Buffer.from(`the contract the bench signs (${t.name})`);
  const digest = createHash(t.hash).update(content).digest();
  const { answer } = await call('sign/digest', { mode: 2, hash: digest.toString('hex'), hashAlgorithm: t.hashAlgorithm, serial: t.serial });
  const cms = Buffer.from(String(answer.data.cms), 'base64');
  if (t.algorithm === 0) {
    // Signature only (-noverify): the chain is the signing tests' business; here a real signature is.
    const out = openssl({ 'sig.der': cms, 'content.bin': content }, [
      'cms',
      '-verify',
      '-noverify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      'sig.der',
      '-content',
      'content.bin',
      '-out',
      '/dev/null',
    ]);
    if (!out.includes('Verification successful')) throw new Error(`openssl refused the RSA digest signature: ${out}`);
    checks.push('RSA sign/digest: `openssl cms -verify -noverify -binary -content` → Verification successful');
  } else {
    const read = readCms(cms);
    if (!verifyCmsSigner(read, read.signers[0]!, { contentDigest: digest }).valid)
      throw new Error('The SM2 digest signature does not verify');
    checks.push('SM2 sign/digest: our CMS reader (`verifyCmsSigner`) → valid');
  }
}

const rsa = tracks.find((t) => t.algorithm === 0) ?? tracks[0]!;
const pdf = await contractPdf({ pages: 10, bytes: 1_000_000 });
const pdfInput = (level: 'B-B' | 'B-T') => ({
  pdf: pdf.toString('base64'),
  fileName: 'contract.pdf',
  serial: rsa.serial,
  page: 10,
  x: 360,
  y: 60,
  width: 180,
  height: 60,
  reason: 'Benchmark',
  level,
});
// pdfsig (poppler) knows no SM2, so the PDFs are checked — and timed — only on the RSA track.
for (const level of rsa.algorithm === 0 && pdfRuns > 0 ? (['B-B', 'B-T'] as const) : []) {
  const signed = Buffer.from(String((await call('sign/pdf', pdfInput(level))).answer.data.pdf), 'base64');
  const file = path.join(dataDir, `signed-${level}.pdf`);
  fs.writeFileSync(file, signed);
  const out = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  if (out.error) checks.push(`PDF ${level}: pdfsig not installed, not checked`);
  else if (!out.stdout.includes('Signature Validation: Signature is Valid')) throw new Error(`pdfsig: ${out.stdout}${out.stderr}`);
  else checks.push(`PDF ${level}: pdfsig → Signature is Valid, ${signed.length.toLocaleString('en')} bytes`);
}

// ---- measuring --------------------------------------------------------------------------------------

const store = keyStoreOf(deps);

/** The server process's CPU time so far (all its threads), ms; null without /proc. */
const serverCpuMs = () => cpuMsOf(server.pid);

/**
 * Raw signatures per second through the key store: `loops` tight loops, each signing one after the
 * other — one loop is the baseline; `connections` loops show what the key store gives when as
 * many signatures are asked for at once as the API's callers ask (RSA signs on libuv's thread pool).
 */
async function rawRate(keyId: string, loops: number, seconds = duration): Promise<{ perSecond: number; cpuMsEach: number }> {
  const cpu = process.cpuUsage();
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let n = 0;
  const loop = async () => {
    // About the size of the signed attributes the CMS signs.
    const data = randomBytes(200);
    while (performance.now() < until) {
      data.writeUInt32BE(n++);
      await store.sign(keyId, data);
    }
  };
  await Promise.all(Array.from({ length: loops }, loop));
  const used = process.cpuUsage(cpu);
  return { perSecond: n / ((performance.now() - started) / 1000), cpuMsEach: (used.user + used.system) / 1000 / n };
}

const signedRows = async () =>
  Number(
    (
      await db
        .selectFrom('signed_documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

interface ApiRun {
  callsPerSecond: number;
  p50ms: number;
  p99ms: number;
  non2xx: number;
  errors: number;
  rowsWritten: number;
  /** The server's CPU time (all threads) per successful call, ms; null without /proc. */
  serverCpuMsEach: number | null;
  /** PostgreSQL's CPU time (all its processes) per successful call, ms; null on SQLite or without /proc. */
  databaseCpuMsEach: number | null;
  /** This process's CPU time (autocannon signing and sending the calls) per successful call, ms. */
  loadCpuMsEach: number;
}

/** `sign/digest` under `connections` concurrent callers, each request with a fresh hash and nonce. */
async function apiRate(t: Track, seconds: number): Promise<ApiRun> {
  const before = await signedRows();
  const cpuBefore = serverCpuMs();
  const dbBefore = bench.database === 'postgresql' ? postgresCpuMs() : null;
  const loadBefore = process.cpuUsage();
  const samples: number[] = [];
  const result = await autocannon({
    url: appUrl + apiPath('sign/digest'),
    method: 'POST',
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const body = JSON.stringify({ mode: 2, hash: randomBytes(32).toString('hex'), hashAlgorithm: t.hashAlgorithm, serial: t.serial });
          return { ...req, body, headers: { ...req.headers, ...signedHeaders(caller!, body, Date.now(), apiPath('sign/digest')) } };
        },
      },
    ],
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, ms: number) => samples.push(ms));
    },
  });
  const cpuAfter = serverCpuMs();
  const dbAfter = dbBefore === null ? null : postgresCpuMs();
  const load = process.cpuUsage(loadBefore);
  const served = Math.max(1, result['2xx']);
  const sorted = samples.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return {
    callsPerSecond: result['2xx'] / result.duration,
    p50ms: Number(at(50).toFixed(1)),
    p99ms: Number(at(99).toFixed(1)),
    non2xx: result.non2xx,
    errors: result.errors,
    rowsWritten: (await signedRows()) - before,
    serverCpuMsEach: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / served,
    databaseCpuMsEach: dbBefore === null || dbAfter === null ? null : (dbAfter - dbBefore) / served,
    loadCpuMsEach: (load.user + load.system) / 1000 / served,
  };
}

type RawRun = Awaited<ReturnType<typeof rawRate>>;
const digestRuns = new Map<string, { raw: RawRun; rawParallel: RawRun; api: ApiRun }[]>(tracks.map((t) => [t.name, []]));
const pdfTimes: Record<'B-B' | 'B-T', number[]> = { 'B-B': [], 'B-T': [] };
try {
  // Warm-up (JIT, statement caches, pages, this process's signing thread started), unrecorded.
  for (const t of tracks) await apiRate(t, 1);
  for (const t of tracks) await rawRate(t.keyId, 1, 1);
  for (let rep = 1; rep <= repeat; rep++)
    for (const t of tracks) {
      process.stdout.write(`run ${rep}/${repeat} ${t.name}… `);
      const raw = await rawRate(t.keyId, 1);
      const api = await apiRate(t, duration);
      const rawParallel = await rawRate(t.keyId, connections);
      if (api.non2xx || api.errors) throw new Error(`sign/digest: ${api.non2xx} non-2xx answers, ${api.errors} errors`);
      digestRuns.get(t.name)!.push({ raw, rawParallel, api });
      console.log(
        `raw ${raw.perSecond.toFixed(1)}/s (${raw.cpuMsEach.toFixed(2)} ms CPU each), API ${api.callsPerSecond.toFixed(1)}/s ` +
          `(${((api.callsPerSecond / raw.perSecond) * 100).toFixed(0)} %; CPU ms each: server ${api.serverCpuMsEach?.toFixed(2)}, ` +
          `database ${api.databaseCpuMsEach?.toFixed(2) ?? 'n/a'}, load ${api.loadCpuMsEach.toFixed(2)}), raw ×${connections} ${rawParallel.perSecond.toFixed(1)}/s`,
      );
    }
  for (let i = 0; i < pdfRuns; i++)
    for (const level of ['B-B', 'B-T'] as const) {
      const input = pdfInput(level);
      const { ms } = await call('sign/pdf', input);
      pdfTimes[level].push(ms);
    }
  console.log(`sign/pdf: ${pdfRuns} runs of each level timed`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

// ---- report -----------------------------------------------------------------------------------------

const sortedOf = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sortedOf(xs)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => sortedOf(xs)[Math.min(xs.length - 1, Math.ceil(0.95 * xs.length) - 1)]!;
const round = (n: number) => Number(n.toPrecision(3));
const spread = (xs: number[]) => ({ min: round(Math.min(...xs)), median: round(median(xs)), max: round(Math.max(...xs)) });
const fmt = (s: { min: number; median: number; max: number }, unit = '') => `${s.min}–${s.median}–${s.max}${unit}`;

const digest = tracks.map((t) => {
  const runs = digestRuns.get(t.name)!;
  return {
    track: t.name,
    rawSignaturesPerSecond: spread(runs.map((r) => r.raw.perSecond)),
    apiCallsPerSecond: spread(runs.map((r) => r.api.callsPerSecond)),
    ratioPercent: spread(runs.map((r) => (r.api.callsPerSecond / r.raw.perSecond) * 100)),
    rawParallelSignaturesPerSecond: spread(runs.map((r) => r.rawParallel.perSecond)),
    ratioToParallelPercent: spread(runs.map((r) => (r.api.callsPerSecond / r.rawParallel.perSecond) * 100)),
    rawCpuMsEach: spread(runs.map((r) => r.raw.cpuMsEach)),
    serverCpuMsEach: runs.every((r) => r.api.serverCpuMsEach !== null) ? spread(runs.map((r) => r.api.serverCpuMsEach!)) : null,
    databaseCpuMsEach: runs.every((r) => r.api.databaseCpuMsEach !== null) ? spread(runs.map((r) => r.api.databaseCpuMsEach!)) : null,
    loadCpuMsEach: spread(runs.map((r) => r.api.loadCpuMsEach)),
    cpuRatioPercent: runs.every((r) => r.api.serverCpuMsEach !== null)
      ? spread(runs.map((r) => (r.raw.cpuMsEach / r.api.serverCpuMsEach!) * 100))
      : null,
    p99ms: spread(runs.map((r) => r.api.p99ms)),
    repetitions: runs,
  };
});
const pdfResult = (pdfRuns ? (['B-B', 'B-T'] as const) : []).map((level) => ({
  level,
  medianMs: round(median(pdfTimes[level])),
  p95Ms: round(p95(pdfTimes[level])),
  minMs: round(Math.min(...pdfTimes[level])),
  maxMs: round(Math.max(...pdfTimes[level])),
  runs: pdfTimes[level].map(round),
}));

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
const now = new Date();
const database = bench.database === 'postgresql' ? 'postgres' : 'sqlite';
const machine = {
  node: process.version,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.availableParallelism(),
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  load: { start: loadAtStart.map((l) => Number(l.toFixed(2))), end: os.loadavg().map((l) => Number(l.toFixed(2))) },
};
const record = {
  date: now.toISOString(),
  commit: gitCommit(),
  machine,
  settings: {
    database,
    durationSeconds: duration,
    repetitions: repeat,
    connections,
    pdfRuns,
    pdfBytes: pdf.length,
    pdfPages: 10,
    server: 'apps/server/dist/main.js, NODE_ENV=production',
  },
  checks,
  digest,
  pdf: pdfResult,
};
const markdown = [
  `# Signing benchmark ${record.date.slice(0, 16)} (${record.commit}, ${database})`,
  '',
  `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}; load average ${machine.load.start.join(' ')} at the start, ` +
    `${machine.load.end.join(' ')} at the end (the cores are shared with other work: absolute figures move with it, the ratios within a repetition are what to compare). ` +
    `The built server (production mode, logs at warn) in its own process on loopback; autocannon and the raw loop in the bench's.`,
  '',
  `## sign/digest through the open API vs the raw key-store rate of the same key`,
  '',
  `${connections} concurrent signed callers, ${duration} s per measurement; in each of ${repeat} repetitions raw (one loop), then the API, then raw with ${connections} loops at once (min–median–max over the repetitions). ` +
    'Raw: `keyStoreOf(…).sign` in a tight loop (key row read, PKCS#8 unsealed, signed). API: HMAC-signed `sign/digest` calls, each a detached CMS, a signed-documents row with its operation-log row and one unit taken. ' +
    `The issue's target compares the API with the one-loop rate; the ${connections}-loop rate is the key store's capacity when as many signatures are asked for at once.`,
  '',
  `| track | raw signatures/s (1 loop) | API calls/s | API / raw (target ≥ 70 %) | raw signatures/s (${connections} loops) | API / raw ${connections} loops | API p99 ms |`,
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...digest.map(
    (d) =>
      `| ${d.track} | ${fmt(d.rawSignaturesPerSecond)} | ${fmt(d.apiCallsPerSecond)} | ${fmt(d.ratioPercent, ' %')} | ${fmt(d.rawParallelSignaturesPerSecond)} | ${fmt(d.ratioToParallelPercent, ' %')} | ${fmt(d.p99ms)} |`,
  ),
  '',
  "CPU time, which a shared machine does not distort as it does rates: the raw loop's per signature (this process, all threads), and per API call the server's (all its threads), PostgreSQL's (all its processes) and the load generator's (autocannon signing and sending the calls, in this process), from /proc; raw / API is the rate ratio an otherwise idle core would give the server alone.",
  '',
  '| track | raw: CPU ms per signature | API: server CPU ms per call | database | load generator | raw / API (server) |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...digest.map(
    (d) =>
      `| ${d.track} | ${fmt(d.rawCpuMsEach)} | ${d.serverCpuMsEach ? fmt(d.serverCpuMsEach) : 'n/a'} | ${d.databaseCpuMsEach ? fmt(d.databaseCpuMsEach) : 'n/a'} | ${fmt(d.loadCpuMsEach)} | ${d.cpuRatioPercent ? fmt(d.cpuRatioPercent, ' %') : 'n/a'} |`,
  ),
  '',
  `## sign/pdf: a ${(pdf.length / 1e6).toFixed(2)} MB, 10-page PDF, RSA-2048`,
  '',
  `${pdfRuns} calls per level, one at a time, B-B and B-T alternating; the caller's round trip (base64 upload, signature, sealed copy stored, signed file answered).`,
  '',
  '| level | median ms | p95 ms | min–max ms |',
  '| --- | ---: | ---: | ---: |',
  ...pdfResult.map((r) => `| ${r.level} | ${r.medianMs} | ${r.p95Ms} | ${r.minMs}–${r.maxMs} |`),
  '',
  '## Checked before timing',
  '',
  ...checks.map((c) => `- ${c}`),
  '',
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const stamp = `${now.toISOString().slice(0, 19).replace(/:/g, '-')}-signing-${database}`;
fs.writeFileSync(path.join(dir, `${stamp}.json`), JSON.stringify(record, null, 2) + '\n');
fs.writeFileSync(path.join(dir, `${stamp}.md`), markdown);
console.log(`\n${markdown}\nRecorded in bench/results/${stamp}.json and .md`);
await bench.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
