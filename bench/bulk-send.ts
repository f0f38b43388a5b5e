/**
 * `npm run bench:bulk-send` (after `npm run build -w apps/server`; take /tmp/coord/build.lock): bulk
 * send against starting the same flows one by one. The built server in its own process, called over HTTP on
 * loopback as the console calls it, by an administrator of an authenticated enterprise.
 *
 * Each repetition (BENCH_REPEATS, 3), on a template with one initiator text field (Chinese and Latin,
 * drawn in the embedded CJK subset) and one role:
 * 0. quiet: another enterprise's member reads its header info in a loop (BENCH_PROBES concurrent) on the
 *    otherwise idle server for BENCH_QUIET_MS — its p99, and the server's CPU per such read;
 * 1. one by one: BENCH_ROWS (1,000) flows started through the console's start call, one after the
 *    other, until every first signer's notice is in the outbox — rows/s and the server's CPU per row;
 * 2. bulk: a BENCH_ROWS-row xlsx previewed (not timed), then from confirm until the batch is done and
 *    every first signer's notice is in the outbox — rows/s and CPU per row. Ratio = bulk ÷ one by one
 *    (target ≥ 1).
 * Fair halves: the other member's loop runs through BOTH halves alike (the same background load for the
 * rows/s ratio, "in the same run"), and the halves alternate which goes first (one by one first in odd
 * repetitions, bulk first in even ones), so neither always meets the larger tables. Its p99 during the bulk
 * against quiet is the target (≤ 1.5×); during one by one it is reported beside. CPU per row is given as
 * read and net of the loop's reads (their count in the half × the quiet CPU per read), as the closed loop
 * makes more reads in whichever half leaves it more room.
 * Confirm sends up to 1,000 rows before it answers: minutes on a loaded machine, past fetch's (undici's)
 * 300 s headers timeout, so it is posted with node:http (no client timeout; Fastify sets no request
 * timeout either), and the batch's progress is polled beside it (BENCH_POLL_MS, 5 s) and printed.
 * Every signer's phone is new, so no per-recipient budget defers a notice. DATABASE_URL runs it on
 * PostgreSQL. Results: bench/results/<date>T<time>-bulk-send-<db>.{json,md}.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
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
const pollMs = Number(process.env.BENCH_POLL_MS ?? 5000);
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

/** A bodiless POST with no client timeout (see the header: confirm may answer after fetch's 300 s). */
function postUntimed(cookie: string, p: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${appUrl}/webgate${p}`, { method: 'POST', headers: { ...consoleHeaders, cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        try {
          const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number; msg: string; data: Answer };
          if (json.code !== 0) reject(new Error(`${p}: ${json.code} ${json.msg}`));
          else resolve(json.data);
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
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

/** The other member's loop on the otherwise idle server for BENCH_QUIET_MS: latencies, and the server's CPU per read. */
async function quiet(): Promise<{ latencies: number[]; cpuMsPerRead: number | null }> {
  const until = performance.now() + quietMs;
  const cpu0 = cpuMsOf(server.pid);
  const latencies = await probe(() => performance.now() < until);
  const cpu1 = cpuMsOf(server.pid);
  return { latencies, cpuMsPerRead: cpu0 !== null && cpu1 !== null && latencies.length ? (cpu1 - cpu0) / latencies.length : null };
}

interface Half {
  ms: number;
  cpuMs: number | null;
  latencies: number[];
}

/** `work` timed with the other member's loop running beside it (both halves alike), and the server's CPU over it. */
async function underLoad(work: () => Promise<void>): Promise<Half> {
  let running = true;
  const probed = probe(() => running);
  const cpu0 = cpuMsOf(server.pid);
  const t0 = performance.now();
  try {
    await work();
  } catch (error) {
    running = false;
    throw error;
  }
  const ms = performance.now() - t0;
  const cpu1 = cpuMsOf(server.pid);
  running = false;
  return { ms, cpuMs: cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null, latencies: await probed };
}

const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));
const log = (line: string) => console.error(`${new Date().toISOString().slice(11, 19)} ${line} (load ${os.loadavg()[0]!.toFixed(1)})`);

function oneByOne(rep: number): Promise<Half> {
  const before = smsCount();
  return underLoad(async () => {
    for (let i = 0; i < rows; i++) {
      await call(admin, 'POST', at(r.start, template.id), {
        title: `One ${i}`,
        deadlineAt: Date.now() + 7 * 86_400_000,
        values: { buyer: buyerOf(i) },
        parties: [{ role: 'Party A', kind: 'person', name: `P${i}`, phone: phoneOf(rep, 5, i) }],
      });
      if ((i + 1) % 250 === 0) log(`run ${rep + 1} one by one: ${i + 1} of ${rows} started`);
    }
    await notified(before);
  });
}

async function bulk(rep: number): Promise<Half> {
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
  let batch: Answer;
  const half = await underLoad(async () => {
    let answered = false;
    const confirmed = postUntimed(admin, at(b.bulkConfirm, dry.id)).finally(() => (answered = true));
    // The batch's progress beside the inline confirm, so a long or stopped run shows how far it got.
    const progress = (async () => {
      while (!answered) {
        await Promise.race([confirmed, sleep(pollMs)]);
        if (answered) return;
        const now = await call(admin, 'GET', at(b.bulkDetail, dry.id));
        log(`run ${rep + 1} bulk: ${now.done} of ${rows} started, ${now.status}`);
      }
    })().catch(() => undefined);
    batch = await confirmed;
    await progress;
    while (batch.status !== 'done') {
      if (batch.status === 'failed') throw new Error('the bulk send stopped');
      await sleep(200);
      batch = await call(admin, 'GET', at(b.bulkDetail, dry.id));
    }
    await notified(before);
  });
  if (batch.done !== rows) throw new Error(`the bulk send started ${batch.done} flows of ${rows}`);
  return half;
}

let results: Answer;
try {
  const runs: Record<string, number | string | null>[] = [];
  for (let rep = 0; rep < repeats; rep++) {
    const loadStart = os.loadavg()[0]!;
    const calm = await quiet();
    // Alternating order: one by one first in odd repetitions (1st, 3rd), bulk first in even ones.
    const oneFirst = rep % 2 === 0;
    const first = oneFirst ? await oneByOne(rep) : await bulk(rep);
    const second = oneFirst ? await bulk(rep) : await oneByOne(rep);
    const [one, many] = oneFirst ? [first, second] : [second, first];
    const perRow = (h: Half) => (h.cpuMs === null ? null : h.cpuMs / rows);
    // Net of the other member's reads: their count in the half × the quiet server's CPU per read.
    const netPerRow = (h: Half) =>
      h.cpuMs === null || calm.cpuMsPerRead === null ? null : (h.cpuMs - h.latencies.length * calm.cpuMsPerRead) / rows;
    const quietP99 = percentile(calm.latencies, 99);
    const run = {
      first: oneFirst ? 'one by one' : 'bulk',
      loadStart,
      loadEnd: os.loadavg()[0]!,
      oneByOneRowsPerS: rows / (one.ms / 1000),
      bulkRowsPerS: rows / (many.ms / 1000),
      ratio: one.ms / many.ms,
      oneByOneCpuMsPerRow: perRow(one),
      bulkCpuMsPerRow: perRow(many),
      oneByOneNetCpuMsPerRow: netPerRow(one),
      bulkNetCpuMsPerRow: netPerRow(many),
      quietCpuMsPerRead: calm.cpuMsPerRead,
      quietP99Ms: quietP99,
      oneByOneP99Ms: percentile(one.latencies, 99),
      bulkP99Ms: percentile(many.latencies, 99),
      p99Ratio: percentile(many.latencies, 99) / quietP99,
      oneByOneP99Ratio: percentile(one.latencies, 99) / quietP99,
      quietCalls: calm.latencies.length,
      oneByOneCalls: one.latencies.length,
      bulkCalls: many.latencies.length,
    };
    runs.push(run);
    log(`run ${rep + 1}: ${JSON.stringify(run)}`);
  }
  const med = (key: string) => {
    const xs = runs.map((x) => x[key]).filter((x): x is number => typeof x === 'number');
    return xs.length ? median(xs) : null;
  };
  results = {
    database: bench.database,
    rows,
    repeats,
    probes,
    backgroundLoad: "the other member's loop in both halves (see the header comment)",
    runs,
    ratioMedian: med('ratio'),
    p99RatioMedian: med('p99Ratio'),
    oneByOneP99RatioMedian: med('oneByOneP99Ratio'),
    oneByOneCpuMsPerRowMedian: med('oneByOneCpuMsPerRow'),
    bulkCpuMsPerRowMedian: med('bulkCpuMsPerRow'),
    oneByOneNetCpuMsPerRowMedian: med('oneByOneNetCpuMsPerRow'),
    bulkNetCpuMsPerRowMedian: med('bulkNetCpuMsPerRow'),
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
bulk send (confirm → done → notified). Another enterprise's member reads its header info in a loop
(${results.probes} at a time) through both halves alike — the same background load for the rows/s ratio — and on
the quiet server right before each repetition. ${results.repeats} repetitions, the halves' order alternating.
Targets: bulk ≥ 1× one by one; the other member's p99 during bulk ≤ 1.5× quiet. CPU ms/row: the server
process's, as read / net of the other member's reads (their count × the quiet CPU per read).

| run | first | load 1 min | one by one rows/s | bulk rows/s | **ratio** | CPU ms/row one by one | CPU ms/row bulk | p99 quiet | p99 one by one | p99 bulk | **p99 ratio** (bulk ÷ quiet) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${(results.runs as Answer[])
  .map(
    (x, i) =>
      `| ${i + 1} | ${x.first} | ${n(x.loadStart)} → ${n(x.loadEnd)} | ${n(x.oneByOneRowsPerS)} | ${n(x.bulkRowsPerS)} | **${n(x.ratio, 2)}** | ${n(x.oneByOneCpuMsPerRow)} / ${n(x.oneByOneNetCpuMsPerRow)} | ${n(x.bulkCpuMsPerRow)} / ${n(x.bulkNetCpuMsPerRow)} | ${n(x.quietP99Ms)} ms | ${n(x.oneByOneP99Ms)} ms (${n(x.oneByOneP99Ratio, 2)}×) | ${n(x.bulkP99Ms)} ms | **${n(x.p99Ratio, 2)}** |`,
  )
  .join('\n')}

Median ratio **${n(results.ratioMedian, 2)}** (target ≥ 1); median p99 ratio **${n(results.p99RatioMedian, 2)}** (target ≤ 1.5;
during one by one ${n(results.oneByOneP99RatioMedian, 2)}). Median CPU ms/row one by one ${n(results.oneByOneCpuMsPerRowMedian)} / net ${n(results.oneByOneNetCpuMsPerRowMedian)},
bulk ${n(results.bulkCpuMsPerRowMedian)} / net ${n(results.bulkNetCpuMsPerRowMedian)}.
Load average start → end ${results.loadAverage.start.map((x: number) => x.toFixed(1)).join(' ')} → ${results.loadAverage.end.map((x: number) => x.toFixed(1)).join(' ')} (${results.cpus} CPUs).
`;
writeResults('bulk-send', results.database, results, md);
process.exit(0);
