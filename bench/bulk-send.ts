/**
 * `npm run bench:bulk-send` (after `npm run build -w apps/server`; take /tmp/coord/build.lock): bulk
 * send against starting the same flows one by one. The built server in its own process, called over HTTP on
 * loopback as the console calls it, by an administrator of an authenticated enterprise.
 *
 * Each repetition (BENCH_REPEATS, 3), on a template with one initiator text field (Chinese and Latin,
 * drawn in the embedded CJK subset) and one role:
 * 1. one by one: BENCH_ROWS (1,000) flows started through the console's start call, one after the
 *    other, until every first signer's notice is in the outbox — rows/s and the server's CPU per row;
 * 2. bulk: a BENCH_ROWS-row xlsx previewed (not timed), then from confirm until the batch is done and
 *    every first signer's notice is in the outbox — rows/s and CPU per row. Ratio = bulk ÷ one by one
 *    (target ≥ 1).
 * Meanwhile another enterprise's member reads its header info in a loop (BENCH_PROBES concurrent):
 * its p99 during the bulk run against the same loop on the quiet server right before (target ≤ 1.5×).
 * Every signer's phone is new, so no per-recipient budget defers a notice. DATABASE_URL runs it on
 * PostgreSQL. Results: bench/results/<date>T<time>-bulk-send-<db>.{json,md}.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { accountRoutes, templateBulkRoutes as b, templatesRoutes as r } from '@console/contract';
import ExcelJS from 'exceljs';
import { newId } from '../apps/server/src/platform/ids.js';
import { createUserSession, sessionCookie } from '../apps/server/src/platform/session.js';
import { outboxDir } from '../apps/server/src/providers/outbox.js';
import { median, percentile, startBenchServer, writeResults } from './bench-server.js';
import { contractPdf } from './pdf-fixture.js';
import { cpuMsOf } from './proc-cpu.js';
import { consoleHeaders } from './scenarios.js';

const rows = Number(process.env.BENCH_ROWS ?? 1000);
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
const probes = Number(process.env.BENCH_PROBES ?? 2);
const quietMs = Number(process.env.BENCH_QUIET_MS ?? 5000);
const loadAtStart = os.loadavg();

const bench = await startBenchServer('bulk-send');
const { deps, db, appUrl, server } = bench;

/** A member (master) of a new enterprise, written into the database, and a session switched into it. */
async function member(passed: boolean): Promise<string> {
  const now = Date.now();
  const userId = newId(now);
  const enterpriseId = newId(now);
  const tag = randomBytes(4).toString('hex');
  await db
    .insertInto('users')
    .values({
      id: userId,
      account_name: `bulk-${tag}`,
      email: `bulk-${tag}@example.com`,
      phone: null,
      password_hash: null,
      nickname: null,
      language: 'en',
      real_name_status: 0,
      real_name_at: null,
      check_status: 0,
      status: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('enterprises')
    .values({
      id: enterpriseId,
      name: `Bulk ${tag}`,
      master_user_id: userId,
      real_name_status: passed ? 2 : 0,
      check_status: passed ? 2 : 0,
      enterprise_no: `BK${tag}`,
      passed_at: passed ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('members')
    .values({ id: newId(now), enterprise_id: enterpriseId, user_id: userId, role: 'master', role_id: null, status: 1, created_at: now })
    .execute();
  const { sessionId, token } = await createUserSession(deps, { userId, loginPath: 'password', ip: '127.0.0.1', userAgent: 'bench' });
  await db.updateTable('sessions').set({ enterprise_id: enterpriseId }).where('id', '=', sessionId).execute();
  return `${sessionCookie}=${token}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, each checked where it is read
type Answer = any;

async function call(cookie: string, method: 'GET' | 'POST', p: string, body?: unknown | FormData): Promise<Answer> {
  const form = body instanceof FormData;
  const res = await fetch(`${appUrl}/webgate${p}`, {
    method,
    headers: { ...consoleHeaders, cookie, ...(body && !form ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: Answer };
  if (json.code !== 0) throw new Error(`${p}: ${json.code} ${json.msg}`);
  return json.data;
}

const admin = await member(true);
const other = await member(false);

// The template: one initiator text field and one role with its signature field.
const pdf = await contractPdf({ pages: 1, bytes: 20_000 });
const upload = new FormData();
upload.append('name', 'Bulk bench');
upload.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'contract.pdf');
const template = await call(admin, 'POST', r.create.path, upload);
const at = (route: { path: string }, id: string) => route.path.replace(':id', id);
await call(admin, 'POST', at(r.save, template.id), {
  name: 'Bulk bench',
  baseVersion: 1,
  roles: ['Party A'],
  fields: [
    { key: 'buyer', label: 'Buyer', kind: 'text', role: null, maxLength: 40, page: 1, x: 60, y: 700, width: 400, height: 24 },
    { key: 'sig', label: 'Sign', kind: 'signature', role: 'Party A', page: 1, x: 60, y: 100, width: 120, height: 60 },
  ],
});
await call(admin, 'POST', at(r.enable, template.id), {});

const phoneOf = (rep: number, mode: number, i: number) => `13${mode}${rep}${String(i).padStart(7, '0')}`;
const buyerOf = (i: number) => `上海客户 ${i} Shanghai Customer`;
const smsCount = () => {
  try {
    return fs.readdirSync(outboxDir(bench.dataDir, 'sms')).length;
  } catch {
    return 0;
  }
};
async function notified(before: number) {
  for (let i = 0; smsCount() < before + rows; i++) {
    if (i > 6000) throw new Error(`only ${smsCount() - before} of ${rows} notices arrived`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** Another member's header-info in a loop while `running()`: each call's latency. */
async function probe(running: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: probes }, async () => {
      while (running()) {
        const t0 = performance.now();
        await call(other, 'GET', accountRoutes.headerInfo.path);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies;
}

async function quiet(): Promise<number[]> {
  const until = performance.now() + quietMs;
  return probe(() => performance.now() < until);
}

async function oneByOne(rep: number): Promise<{ ms: number; cpuMs: number | null }> {
  const before = smsCount();
  const cpu0 = cpuMsOf(server.pid);
  const t0 = performance.now();
  for (let i = 0; i < rows; i++)
    await call(admin, 'POST', at(r.start, template.id), {
      title: `One ${i}`,
      deadlineAt: Date.now() + 7 * 86_400_000,
      values: { buyer: buyerOf(i) },
      parties: [{ role: 'Party A', kind: 'person', name: `P${i}`, phone: phoneOf(rep, 5, i) }],
    });
  await notified(before);
  const ms = performance.now() - t0;
  const cpu1 = cpuMsOf(server.pid);
  return { ms, cpuMs: cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null };
}

async function bulk(rep: number): Promise<{ ms: number; cpuMs: number | null; latencies: number[] }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  sheet.addRow(['Buyer', 'Party A · Signs as', 'Party A · Name', 'Party A · Enterprise name', 'Party A · Phone or e-mail']);
  for (let i = 0; i < rows; i++) sheet.addRow([buyerOf(i), '', `B${i}`, '', phoneOf(rep, 7, i)]);
  const form = new FormData();
  form.append('title', `Bulk ${rep}`);
  form.append('deadlineAt', String(Date.now() + 7 * 86_400_000));
  form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'bulk.xlsx');
  const dry = await call(admin, 'POST', at(b.bulkPreview, template.id), form);
  if (dry.valid !== rows) throw new Error(`the preview found ${dry.valid} valid rows of ${rows}: ${JSON.stringify(dry.errors[0])}`);
  const before = smsCount();
  let running = true;
  const probed = probe(() => running);
  const cpu0 = cpuMsOf(server.pid);
  const t0 = performance.now();
  let batch = await call(admin, 'POST', at(b.bulkConfirm, dry.id));
  while (batch.status !== 'done') {
    if (batch.status === 'failed') throw new Error('the bulk send stopped');
    await new Promise((res) => setTimeout(res, 200));
    batch = await call(admin, 'GET', at(b.bulkDetail, dry.id));
  }
  await notified(before);
  const ms = performance.now() - t0;
  const cpu1 = cpuMsOf(server.pid);
  running = false;
  const latencies = await probed;
  if (batch.done !== rows) throw new Error(`the bulk send started ${batch.done} flows of ${rows}`);
  return { ms, cpuMs: cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null, latencies };
}

let results: Answer;
try {
  const runs = [];
  for (let rep = 0; rep < repeats; rep++) {
    const calm = await quiet();
    const one = await oneByOne(rep);
    const many = await bulk(rep);
    runs.push({
      oneByOneRowsPerS: rows / (one.ms / 1000),
      bulkRowsPerS: rows / (many.ms / 1000),
      ratio: one.ms / many.ms,
      oneByOneCpuMsPerRow: one.cpuMs === null ? null : one.cpuMs / rows,
      bulkCpuMsPerRow: many.cpuMs === null ? null : many.cpuMs / rows,
      quietP99Ms: percentile(calm, 99),
      bulkP99Ms: percentile(many.latencies, 99),
      p99Ratio: percentile(many.latencies, 99) / percentile(calm, 99),
      quietCalls: calm.length,
      bulkCalls: many.latencies.length,
    });
  }
  results = {
    database: bench.database,
    rows,
    repeats,
    probes,
    runs,
    ratioMedian: median(runs.map((x) => x.ratio)),
    p99RatioMedian: median(runs.map((x) => x.p99Ratio)),
    loadAverage: { start: loadAtStart, end: os.loadavg() },
    cpus: os.cpus().length,
  };
} finally {
  await bench.close();
}

const n = (x: number | null, d = 1) => (x === null ? 'n/a' : x.toFixed(d));
const md = `# Bulk send (${results.database}), ${new Date().toISOString().slice(0, 10)}

${results.rows} flows from one template (an initiator text field drawn in the CJK subset, one signer), from the
start to every first signer's notice in the outbox: one by one through the console's start call, against one
bulk send (confirm → done → notified); another enterprise's header info read in a loop (${results.probes} at a time)
meanwhile, and on the quiet server right before. Alternating, ${results.repeats} times. Targets: bulk ≥ 1× one by one;
others' p99 during bulk ≤ 1.5× quiet.

| run | one by one rows/s | bulk rows/s | **ratio** | CPU ms/row one by one | CPU ms/row bulk | p99 quiet | p99 during bulk | **p99 ratio** |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${(results.runs as Answer[])
  .map(
    (x, i) =>
      `| ${i + 1} | ${n(x.oneByOneRowsPerS)} | ${n(x.bulkRowsPerS)} | **${n(x.ratio, 2)}** | ${n(x.oneByOneCpuMsPerRow)} | ${n(x.bulkCpuMsPerRow)} | ${n(x.quietP99Ms)} ms | ${n(x.bulkP99Ms)} ms | **${n(x.p99Ratio, 2)}** |`,
  )
  .join('\n')}

Median ratio **${n(results.ratioMedian, 2)}** (target ≥ 1); median p99 ratio **${n(results.p99RatioMedian, 2)}** (target ≤ 1.5).
Load average start → end ${results.loadAverage.start.map((x: number) => x.toFixed(1)).join(' ')} → ${results.loadAverage.end.map((x: number) => x.toFixed(1)).join(' ')} (${results.cpus} CPUs).
`;
writeResults('bulk-send', results.database, results, md);
process.exit(0);
