/**
 * `npm run bench:batch-signing` (after `npm run build -w apps/server`): batch signing (the
 * target: "batch signing of 20 flows ≤ 20× one flow's signing time"). The built server in
 * its own process, called over HTTP on loopback through the hosted page's public API as a signer's
 * phone calls it.
 *
 * Each repetition (BENCH_REPEATS, 3): one signer signs one flow alone — the hosted sign call timed —
 * and another signer signs BENCH_BATCH (20) flows in one batch — the batch's sign call timed (each
 * flow its own event certificate, PAdES B-T revision with its timestamp, events). Ratio = batch ms ÷
 * single ms, target ≤ BENCH_BATCH; the server's CPU per flow in each, read from /proc. Every signer is
 * a fresh account whose real-name authentication passed (written into the database). Before each timed
 * call the server settles (BENCH_SETTLE_MS, 5 s) so the event-key pool (8 pairs, decision 43) is full for
 * both: a batch of 20 takes 8 ready pairs and generates 12 in line, as it would in production. The batch's
 * signed PDFs are checked with pdfsig before anything counts. DATABASE_URL runs it on PostgreSQL.
 * Results: bench/results/<date>T<time>-batch-signing-<db>.{json,md}.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signFlowBatchRoutes, signFlowHostedRoutes, signFlowsRoutes } from '@console/contract';
import { listOutbox } from '../apps/server/src/providers/outbox.js';
import { signerAccount } from './accounts.js';
import { median, startBenchServer, writeResults } from './bench-server.js';
import { signedApps, signedHeaders } from './open-api.js';
import { contractPdf } from './pdf-fixture.js';
import { cpuMsOf } from './proc-cpu.js';
import { consoleHeaders } from './scenarios.js';

const batchSize = Number(process.env.BENCH_BATCH ?? 20);
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
// Before each timed call the server settles: the key pool (decision 43) refills, so the single and the batch start alike.
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 5000);
const settle = () => new Promise((r) => setTimeout(r, settleMs));
const loadAtStart = os.loadavg();

// ---- the database, the application and the signers ---------------------------------------------------

// The database, and the built server in its own process (bench-server.ts).
const bench = await startBenchServer('batch-signing');
const { deps, dataDir, appUrl, server } = bench;
const {
  callers: [caller],
} = await signedApps(deps, { apps: 1, units: 1_000_000, services: ['signFlow'] });

// ---- calls ------------------------------------------------------------------------------------------

async function api(pathName: string, body: unknown): Promise<Answer> {
  const text = JSON.stringify(body);
  const p = `/webgate/platform-api/v1/${pathName}`;
  const res = await fetch(appUrl + p, { method: 'POST', body: text, headers: signedHeaders(caller!, text, Date.now(), p) });
  const json = (await res.json()) as { code: number; msg: string; data: Answer };
  if (json.code !== 0) throw new Error(`${pathName}: ${json.code} ${json.msg}`);
  return json.data;
}
async function hosted(route: { path: string }, body: unknown): Promise<Answer> {
  const res = await fetch(`${appUrl}/webgate${route.path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { ...consoleHeaders, 'content-type': 'application/json' },
  });
  const json = (await res.json()) as { code: number; msg: string; data: Answer };
  if (json.code !== 0) throw new Error(`${route.path}: ${json.code} ${json.msg}`);
  return json.data;
}
const codeTo = (phone: string) => {
  const m = listOutbox(dataDir, 200).find((x) => x.to === phone);
  const code = m && /\b(\d{6})\b/.exec(m.text)?.[1];
  if (!code) throw new Error(`no code to ${phone}`);
  return code;
};

/** A started flow from the application with one person signer: answers its id and its signer's id. */
async function startedFor(pdf: Buffer, s: { name: string; phone: string }, title: string) {
  const created = await api('signFlow/create', {
    title,
    deadlineAt: Date.now() + 86_400_000,
    documents: [{ fileName: 'contract.pdf', pdf: pdf.toString('base64') }],
    signers: [
      {
        kind: 'person',
        name: s.name,
        phone: s.phone,
        group: 1,
        language: 'en',
        fields: [{ document: 0, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 }],
      },
    ],
  });
  const started = await api('signFlow/start', { signFlowId: created.id });
  return { flowId: created.id as string, signerId: started.signers[0].id as string };
}

/** The signer's link from signUrl, proven by the identity code: answers token and proof. */
async function provenLink(flowId: string, signerId: string, phone: string) {
  const { url } = await api('signFlow/signUrl', { signFlowId: flowId, signerId });
  const token = /#(.+)$/.exec(url)![1]!;
  await hosted(signFlowsRoutes.hostedCode, { token });
  const { proof } = await hosted(signFlowHostedRoutes.hostedProve, { token, code: codeTo(phone) });
  return { token, proof: proof as string };
}

/** One flow signed alone: the hosted sign call's wall ms and the server's CPU ms over it. */
async function single(pdf: Buffer): Promise<{ ms: number; cpuMs: number | null }> {
  const s = await signerAccount(deps, '李四');
  const { flowId, signerId } = await startedFor(pdf, s, 'Single');
  const { token, proof } = await provenLink(flowId, signerId, s.phone);
  await hosted(signFlowsRoutes.hostedCode, { token, proof, step: 'willingness' });
  const code = codeTo(s.phone);
  await settle();
  const cpu0 = cpuMsOf(server.pid);
  const t0 = performance.now();
  const signed = await hosted(signFlowsRoutes.hostedSign, { token, proof, code });
  const ms = performance.now() - t0;
  const cpu1 = cpuMsOf(server.pid);
  if (signed.flowStatus !== 2) throw new Error('the single flow did not complete');
  return { ms, cpuMs: cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null };
}

/** BENCH_BATCH flows signed in one batch: the batch sign call's wall ms and CPU, and the flows' ids. */
async function batch(pdf: Buffer): Promise<{ ms: number; cpuMs: number | null; flowIds: string[] }> {
  const s = await signerAccount(deps, '王五');
  const made = [];
  for (let i = 0; i < batchSize; i++) made.push(await startedFor(pdf, s, `Batch ${i + 1}`));
  const { token, proof } = await provenLink(made[0]!.flowId, made[0]!.signerId, s.phone);
  const opened = await hosted(signFlowBatchRoutes.batchOpen, { token, proof });
  if (opened.flows.length !== batchSize) throw new Error(`the batch lists ${opened.flows.length} flows, not ${batchSize}`);
  for (const f of opened.flows as { signerId: string; documents: { id: string }[] }[])
    for (const d of f.documents) {
      const res = await fetch(`${appUrl}/webgate${signFlowBatchRoutes.batchDocument.path}`, {
        method: 'POST',
        body: JSON.stringify({ batch: opened.batch, signerId: f.signerId, documentId: d.id }),
        headers: { ...consoleHeaders, 'content-type': 'application/json' },
      });
      if (!res.ok) throw new Error(`document: ${res.status}`);
      await res.arrayBuffer();
    }
  const signerIds = (opened.flows as { signerId: string }[]).map((f) => f.signerId);
  await hosted(signFlowBatchRoutes.batchCode, { batch: opened.batch, signerIds });
  const code = codeTo(s.phone);
  await settle();
  const cpu0 = cpuMsOf(server.pid);
  const t0 = performance.now();
  const signed = await hosted(signFlowBatchRoutes.batchSign, { batch: opened.batch, code });
  const ms = performance.now() - t0;
  const cpu1 = cpuMsOf(server.pid);
  const failed = (signed.results as { status: string; error: string | null }[]).filter((r) => r.status !== 'signed');
  if (failed.length > 0) throw new Error(`batch: ${failed.length} not signed: ${failed[0]!.error}`);
  return { ms, cpuMs: cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null, flowIds: made.map((m) => m.flowId) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, each checked where it is read
type Answer = any;

const pdf = await contractPdf({ pages: 2, bytes: 20_000 });
let results: Record<string, unknown>;
try {
  // Warm-up, unrecorded: a single flow, and a small batch whose signed PDFs pdfsig judges before anything counts.
  await single(pdf);
  const warm = await batch(pdf);
  for (const flowId of warm.flowIds.slice(0, 3)) {
    const downloaded = await api('signFlow/download', { signFlowId: flowId });
    const file = path.join(dataDir, `batch-${flowId}.pdf`);
    fs.writeFileSync(file, Buffer.from(downloaded.documents[0].pdf, 'base64'));
    const checked = spawnSync('pdfsig', ['-no-ocsp', file], { encoding: 'utf8' });
    if ((checked.stdout.match(/Signature #\d/g) ?? []).length !== 1 || !checked.stdout.includes('Signature is Valid'))
      throw new Error(`pdfsig did not find the batch's signature:\n${checked.stdout}${checked.stderr}`);
  }
  // Repetitions, alternating single and batch so a change of load falls on both.
  const runs: { singleMs: number; singleCpuMs: number | null; batchMs: number; batchCpuMs: number | null; ratio: number }[] = [];
  for (let r = 0; r < repeats; r++) {
    const one = await single(pdf);
    const many = await batch(pdf);
    runs.push({ singleMs: one.ms, singleCpuMs: one.cpuMs, batchMs: many.ms, batchCpuMs: many.cpuMs, ratio: many.ms / one.ms });
  }
  const cpuRatios = runs.filter((r) => r.singleCpuMs && r.batchCpuMs !== null).map((r) => r.batchCpuMs! / r.singleCpuMs!);
  results = {
    database: bench.database,
    batchSize,
    repeats,
    runs,
    ratioMedian: median(runs.map((r) => r.ratio)),
    cpuRatioMedian: cpuRatios.length ? median(cpuRatios) : null,
    singleMsMedian: median(runs.map((r) => r.singleMs)),
    batchMsMedian: median(runs.map((r) => r.batchMs)),
    loadAverage: { start: loadAtStart, end: os.loadavg() },
    cpus: os.cpus().length,
  };
} finally {
  await bench.close();
}

const day = new Date().toISOString().slice(0, 10);
const r = results as Answer;
const ms = (x: number | null) => (x === null ? 'n/a' : `${x.toFixed(0)} ms`);
const md = `# Batch signing (${r.database}), ${day}

One flow signed alone (the hosted sign call) against ${r.batchSize} flows signed in one batch (the batch's sign call), in the
same run, alternating, ${r.repeats} times; each flow its own event certificate, PAdES B-T revision and timestamp.
Target: batch ≤ ${r.batchSize} × single.

| run | single | batch of ${r.batchSize} | **ratio** | server CPU single | server CPU batch |
| --- | --- | --- | --- | --- | --- |
${(r.runs as Answer[]).map((x, i) => `| ${i + 1} | ${ms(x.singleMs)} | ${ms(x.batchMs)} | **${x.ratio.toFixed(2)}** | ${ms(x.singleCpuMs)} | ${ms(x.batchCpuMs)} |`).join('\n')}

Median ratio (wall) **${r.ratioMedian.toFixed(2)}** (target ≤ ${r.batchSize}); median ratio of server CPU ${r.cpuRatioMedian === null ? 'n/a' : r.cpuRatioMedian.toFixed(2)}.
Load average start → end ${r.loadAverage.start.map((x: number) => x.toFixed(1)).join(' ')} → ${r.loadAverage.end.map((x: number) => x.toFixed(1)).join(' ')} (${r.cpus} CPUs).
`;
writeResults('batch-signing', r.database, results, md);
process.exit(0);
