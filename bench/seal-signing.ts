/**
 * `node --import tsx bench/seal-signing.ts` (after `npm run build`): what drawing a seal costs
 * `sign/pdf` (the budget: within 10 % of the same call without a seal). The built server in
 * its own process, called over HTTP on loopback with signed open-API calls, as `bench/signing.ts`
 * does; an enterprise with `sign` and `cert` packages and one application (written into the
 * database), an RSA platform-key certificate from `cert/apply`, a contract seal from `seal/create`,
 * and the application's auto-sign authorization for it (written into the database: its console flow
 * has tests of its own). Both answers are checked with pdfsig before anything is timed.
 *
 * For each PDF (one page of text, and the signing bench's 1 MB, 10 pages), BENCH_SEAL_PDF_RUNS (30)
 * calls with the seal and as many without, alternating after one unrecorded call each, so both
 * halves of every pair run under the same load; the ratio of the medians is the result. Results:
 * bench/results/<date>-seal-signing.{json,md}.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase } from '../apps/server/src/db/database.js';
import { createFieldCipher } from '../apps/server/src/platform/crypto.js';
import { newId } from '../apps/server/src/platform/ids.js';
import { benchDeps, productionEnv, root, serverEntryOf, spawnBenchServer } from './bench-server.js';
import { signedApps, signedHeaders } from './open-api.js';
import { contractPdf } from './pdf-fixture.js';
import { cpuMsOf } from './proc-cpu.js';

const runs = Number(process.env.BENCH_SEAL_PDF_RUNS ?? 30);
serverEntryOf();
const loadAtStart = os.loadavg();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-seal-signing-'));
const fieldKey = randomBytes(32).toString('hex');
const serverEnv = productionEnv(dataDir, fieldKey);

// The built server in its own process (bench-server.ts), over a database it migrates itself.
const { server, appUrl } = await spawnBenchServer(serverEnv);
// The server migrated the database at its start (its own migrations: the source tree may be ahead of
// the build); the fixtures are written after, into its tables.
const config = loadConfig({ ...serverEnv, PORT: '0' });
const db = createDatabase(config.database);
const deps = benchDeps(db, config, createFieldCipher(fieldKey));
const {
  enterpriseId,
  callers: [caller],
} = await signedApps(deps, { apps: 1, units: 100_000_000, services: ['sign', 'cert'] });

const apiPath = (name: string) => `/webgate/platform-api/v1/${name}`;
interface Answer {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}
/** A signed call; the body and headers are made before the clock starts. */
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

const serial = String((await call('cert/apply', { algorithm: 0, validity: 0 })).answer.data.serial);
const seal = (await call('seal/create', { kind: 'contract', sizeMm: 42 })).answer.data as { id: string; width: number; height: number };
const application = await db.selectFrom('applications').select('id').where('app_id', '=', caller!.appId).executeTakeFirstOrThrow();
const now = Date.now();
await db
  .insertInto('seal_auto_signs')
  .values({
    id: newId(now),
    enterprise_id: enterpriseId,
    seal_id: seal.id,
    application_id: application.id,
    start_at: now - 60_000,
    end_at: now + 86_400_000,
    status: 1,
    ended_reason: null,
    ended_by: null,
    ended_at: null,
    created_by: 'bench',
    created_at: now,
    updated_at: now,
  })
  .execute();

const fixtures = [
  { label: 'one page of text', pdf: await contractPdf({ pages: 1, bytes: 4_000 }), page: 1 },
  { label: '1 MB, 10 pages', pdf: await contractPdf({ pages: 10, bytes: 1_000_000 }), page: 10 },
];
const input = (f: (typeof fixtures)[number], withSeal: boolean) => ({
  pdf: f.pdf.toString('base64'),
  fileName: 'contract.pdf',
  serial,
  page: f.page,
  x: 400,
  y: 60,
  width: 120,
  height: 120,
  reason: 'Benchmark',
  level: 'B-B',
  ...(withSeal ? { sealId: seal.id } : {}),
});

const checks: string[] = [];
for (const withSeal of [false, true]) {
  const signed = Buffer.from(String((await call('sign/pdf', input(fixtures[0]!, withSeal))).answer.data.pdf), 'base64');
  const file = path.join(dataDir, `signed-${withSeal ? 'seal' : 'plain'}.pdf`);
  fs.writeFileSync(file, signed);
  const out = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  if (out.error) checks.push(`${withSeal ? 'with' : 'without'} a seal: pdfsig not installed, not checked`);
  else if (!out.stdout.includes('Signature Validation: Signature is Valid')) throw new Error(`pdfsig: ${out.stdout}${out.stderr}`);
  else checks.push(`${withSeal ? 'with' : 'without'} a seal: pdfsig → Signature is Valid, ${signed.length.toLocaleString('en')} bytes`);
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!;
const median = (xs: number[]) => quantile(xs, 0.5);
const results = [];
for (const f of fixtures) {
  await call('sign/pdf', input(f, true));
  await call('sign/pdf', input(f, false));
  const times = { seal: [] as number[], plain: [] as number[] };
  // The server's CPU time (all its threads) around each call, summed per kind: less swayed by other
  // processes than wall time on a shared machine (/proc counts in 10 ms ticks, so only sums mean much).
  const cpu = { seal: 0, plain: 0 };
  for (let i = 0; i < runs; i++) {
    // Alternating which goes first, so neither always follows the other.
    for (const withSeal of i % 2 ? [true, false] : [false, true]) {
      const kind = withSeal ? 'seal' : 'plain';
      const before = cpuMsOf(server.pid) ?? 0;
      times[kind].push((await call('sign/pdf', input(f, withSeal))).ms);
      cpu[kind] += (cpuMsOf(server.pid) ?? 0) - before;
    }
  }
  const plain = median(times.plain);
  const withSeal = median(times.seal);
  // The fastest quarter too: on a shared, loaded machine it shows the call's own cost, which the median blurs.
  const plainQ1 = quantile(times.plain, 0.25);
  const sealQ1 = quantile(times.seal, 0.25);
  results.push({
    label: f.label,
    pdfBytes: f.pdf.length,
    plainMedianMs: plain,
    sealMedianMs: withSeal,
    ratio: withSeal / plain,
    plainQ1Ms: plainQ1,
    sealQ1Ms: sealQ1,
    q1Ratio: sealQ1 / plainQ1,
    plainCpuMsEach: cpu.plain / runs,
    sealCpuMsEach: cpu.seal / runs,
    cpuRatio: cpu.seal / Math.max(1, cpu.plain),
  });
}
server.kill('SIGTERM');

const stamp = new Date().toISOString().replace(/:/g, '-').slice(0, 19);
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAtStart, loadAtEnd: os.loadavg() };
const md = [
  '# sign/pdf with a seal image vs without (budget: within 10 %)',
  '',
  `${stamp}; ${machine.cpus} cores (${machine.model}), load ${loadAtStart.map((l) => l.toFixed(1)).join(' ')} → ${machine.loadAtEnd.map((l) => l.toFixed(1)).join(' ')}; ${runs} calls each way per PDF, alternating; SQLite; RSA-2048, B-B; a ${seal.width} × ${seal.height} px contract seal in a 120 pt box`,
  '',
  '| PDF | without, median ms | with the seal, median ms | ratio | without, p25 ms | with, p25 ms | p25 ratio | server CPU ms/call without → with | CPU ratio | within 10 % (median) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...results.map(
    (r) =>
      `| ${r.label} (${r.pdfBytes.toLocaleString('en')} bytes) | ${r.plainMedianMs.toFixed(1)} | ${r.sealMedianMs.toFixed(1)} | ${r.ratio.toFixed(3)} | ${r.plainQ1Ms.toFixed(1)} | ${r.sealQ1Ms.toFixed(1)} | ${r.q1Ratio.toFixed(3)} | ${r.plainCpuMsEach.toFixed(1)} → ${r.sealCpuMsEach.toFixed(1)} | ${r.cpuRatio.toFixed(3)} | ${r.ratio <= 1.1 ? 'yes' : 'NO'} |`,
  ),
  '',
  'Checked before timing:',
  '',
  ...checks.map((c) => `- ${c}`),
  '',
].join('\n');
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, `bench/results/${stamp}-seal-signing.md`), md);
fs.writeFileSync(path.join(root, `bench/results/${stamp}-seal-signing.json`), JSON.stringify({ runs, machine, checks, results }, null, 2));
console.log(md);
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
