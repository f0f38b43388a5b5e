/**
 * `npm run bench:sign-flows` (after `npm run build -w apps/server`): sign flows through the open API
 * (their performance targets, decision 46). The built server (`apps/server/dist/main.js`, production mode,
 * logs at warn) in its own process, called over HTTP on loopback with signed open-API requests and
 * the hosted page's public API, as an application's server and a signer's phone call it.
 *
 * 1. Throughput: BENCH_FLOWS (8) two-signer flows, one after the other, each from `signFlow/create`
 *    to completed: the initiating enterprise signs its part automatically at start (its seal under
 *    the application's auto-sign authorization), then the second signer through the hosted page's
 *    API: `signFlow/signUrl`, its proof, willingness code and signature (codes read from the server's
 *    outbox files). Every flow is between parties that signed before in the run — the enterprise and
 *    a person who signed an unrecorded warm-up flow a minute earlier (one willingness code a minute
 *    to a phone) — so they sign with the same keys (an event certificate signs for its identity
 *    during its first hour, decision 44); the person is signed in and proves itself with its session.
 *    Flows per second are set against the raw signing rate of the same keys through the platform's
 *    signing path (decision 46): `sign/pdf` over HTTP, as the flow's calls, PAdES B-T with the TSA and
 *    the sealed copy stored, on the same 2-page PDF, alternating the two parties — the enterprise with
 *    its own event certificate and seal (the certificate its flows sign with), and for the person, whose
 *    event certificate belongs to no enterprise and so is not the application's to name in `sign/pdf`,
 *    a platform-held RSA-2048 certificate of the enterprise (`cert/apply`, the same algorithm and kind of
 *    key) — one call after the other for BENCH_DURATION (3) s right before and right after the flows.
 *    ratio = flows/s ÷ (sign/pdf calls/s ÷ 2): the flow's orchestration (create, start, links, proofs,
 *    codes, notices, the completion certificate) may cost at most as much again as its two signatures.
 *    The bare key operation (the event certificates' RSA-2048 through the key store in a tight loop in
 *    this process) is kept as a second line for transparency; no flow can reach half of it. The block
 *    (rates, flows, completion job, rates) runs BENCH_REPEAT (3) times, each with its own warmed persons.
 * 2. One signing step on a ~1 MB, 10-page PDF: BENCH_STEP_RUNS (10) one-signer flows, the hosted
 *    page's sign call timed alone (event certificate, PAdES B-T revision with the TSA, storing), wall
 *    time and the server's CPU during it; each by a new person (identity code, proof), whose event
 *    key comes from the key pool.
 *
 * Every signer is an account whose personal real-name authentication passed (written into the
 * database). The first completed flow's PDF is checked
 * with pdfsig before anything counts. DATABASE_URL runs it on PostgreSQL in a schema of its own.
 * Results: bench/results/<date>T<time>-sign-flows-<db>.{json,md}.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signFlowHostedRoutes, signFlowsRoutes } from '@console/contract';
import { keyAlgorithmOfCode, keyStoreOf } from '../apps/server/src/features/certificates/index.js';
import { newId } from '../apps/server/src/platform/ids.js';
import { createUserSession, sessionCookie } from '../apps/server/src/platform/session.js';
import { listOutbox } from '../apps/server/src/providers/outbox.js';
import { signerAccount } from './accounts.js';
import { median, startBenchServer, writeResults } from './bench-server.js';
import { signedApps, signedHeaders } from './open-api.js';
import { contractPdf } from './pdf-fixture.js';
import { cpuMsOf } from './proc-cpu.js';
import { consoleHeaders } from './scenarios.js';

const flows = Number(process.env.BENCH_FLOWS ?? 8);
// BENCH_REPEAT: how many times the throughput block (sign/pdf rate, flows, sign/pdf rate) runs in the run.
const repeat = Number(process.env.BENCH_REPEAT ?? 3);
const stepRuns = Number(process.env.BENCH_STEP_RUNS ?? 10);
const rawSeconds = Number(process.env.BENCH_DURATION ?? 3);
const loadAtStart = os.loadavg();

// ---- the database, the application and the signers ---------------------------------------------------

// The database, and the built server in its own process (bench-server.ts; BENCH_SERVER_ENTRY: another
// build of the server, an A/B of a change built side by side).
const bench = await startBenchServer('sign-flows');
const { deps, db, dataDir, appUrl, server } = bench;
const {
  enterpriseId,
  callers: [caller],
} = await signedApps(deps, { apps: 1, units: 1_000_000, services: ['signFlow', 'sign', 'cert'] });

type Signer = { name: string; phone: string; cookie: string };
/** A fresh account whose personal real-name authentication passed under `name` (accounts.ts), and its session. */
async function signedInSigner(name: string): Promise<Signer> {
  const { userId, phone } = await signerAccount(deps, name);
  const { token } = await createUserSession(deps, { userId, loginPath: 'password', ip: '127.0.0.1', userAgent: 'bench' });
  return { name, phone, cookie: `${sessionCookie}=${token}` };
}

// ---- calls ------------------------------------------------------------------------------------------

/** While `byStep` is set: the server's CPU (ms) spent in each call, summed by the call's name. */
let byStep: Map<string, number> | null = null;
async function timed<T>(step: string, call: () => Promise<T>): Promise<T> {
  if (!byStep) return call();
  const c0 = cpuMsOf(server.pid)!;
  const answer = await call();
  byStep.set(step, (byStep.get(step) ?? 0) + cpuMsOf(server.pid)! - c0);
  return answer;
}

async function api(pathName: string, body: unknown): Promise<Answer> {
  return timed(pathName, () => apiCall(pathName, body));
}
async function apiCall(pathName: string, body: unknown): Promise<Answer> {
  const text = JSON.stringify(body);
  const p = `/webgate/platform-api/v1/${pathName}`;
  const res = await fetch(appUrl + p, { method: 'POST', body: text, headers: signedHeaders(caller!, text, Date.now(), p) });
  const json = (await res.json()) as { code: number; msg: string; data: Answer };
  if (json.code !== 0) throw new Error(`${pathName}: ${json.code} ${json.msg}`);
  return json.data;
}
async function hosted(route: { path: string }, body: unknown, cookie?: string): Promise<Answer> {
  const step = `${route.path.split('/').pop()}${(body as { step?: string }).step ? ` (${(body as { step?: string }).step})` : ''}`;
  return timed(step, () => hostedCall(route, body, cookie));
}
async function hostedCall(route: { path: string }, body: unknown, cookie?: string): Promise<Answer> {
  const res = await fetch(`${appUrl}/webgate${route.path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { ...consoleHeaders, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });
  const json = (await res.json()) as { code: number; msg: string; data: Answer };
  if (json.code !== 0) throw new Error(`${route.path}: ${json.code} ${json.msg}`);
  return json.data;
}
const codeTo = (phone: string) => {
  const m = listOutbox(dataDir, 50).find((x) => x.to === phone);
  const code = m && /\b(\d{6})\b/.exec(m.text)?.[1];
  if (!code) throw new Error(`no code to ${phone}`);
  return code;
};

/**
 * One signer's turn on the hosted API: its link from signUrl, the identity proof (an identity code, or,
 * `signedIn`, the signer's own session as on the hosted page signed in), willingness code, sign.
 * Answers the sign call's ms.
 */
async function sign(
  flowId: string,
  signerId: string,
  s: Signer,
  signedIn: boolean,
): Promise<{ signMs: number; signCpuMs: number; status: number }> {
  const { url } = await api('signFlow/signUrl', { signFlowId: flowId, signerId });
  const token = /#(.+)$/.exec(url)![1]!;
  let proof: string;
  if (signedIn) proof = (await hosted(signFlowHostedRoutes.hostedProveSignedIn, { token }, s.cookie)).proof;
  else {
    await hosted(signFlowsRoutes.hostedCode, { token });
    proof = (await hosted(signFlowHostedRoutes.hostedProve, { token, code: codeTo(s.phone) })).proof;
  }
  await hosted(signFlowsRoutes.hostedCode, { token, proof, step: 'willingness' });
  const code = codeTo(s.phone);
  const cpu0 = cpuMsOf(server.pid)!;
  const t0 = performance.now();
  const signed = await hosted(signFlowsRoutes.hostedSign, { token, proof, code });
  return { signMs: performance.now() - t0, signCpuMs: cpuMsOf(server.pid)! - cpu0, status: signed.flowStatus };
}

// The initiating enterprise's part: its seal under the application's auto-sign authorization.
const seal = (await api('seal/create', { kind: 'contract', sizeMm: 40 })) as { id: string };
const application = await db.selectFrom('applications').select('id').where('app_id', '=', caller!.appId).executeTakeFirstOrThrow();
await db
  .insertInto('seal_auto_signs')
  .values({
    id: newId(Date.now()),
    enterprise_id: enterpriseId,
    seal_id: seal.id,
    application_id: application.id,
    start_at: Date.now() - 60_000,
    end_at: Date.now() + 86_400_000,
    status: 1,
    ended_reason: null,
    ended_by: null,
    ended_at: null,
    created_by: 'bench',
    created_at: Date.now(),
    updated_at: Date.now(),
  })
  .execute();
const ownName = (await db.selectFrom('enterprises').select('name').where('id', '=', enterpriseId).executeTakeFirstOrThrow()).name;
const initiator = {
  kind: 'enterprise',
  name: 'Bench handler',
  enterpriseName: ownName,
  phone: '13900000000',
  group: 1,
  language: 'en',
  autoSealId: seal.id,
  fields: [{ document: 0, kind: 'seal', page: 1, x: 300, y: 100, width: 120, height: 120 }],
};

const field = (document: number, y: number) => ({ document, kind: 'signature', page: 1, x: 60, y, width: 120, height: 60 });
/** A flow: the initiating enterprise by auto-sign in group 1 when `auto`, then each person in its own group on the hosted API. */
async function runFlow(pdf: Buffer, signers: Signer[], auto: boolean, signedIn = false) {
  const people = signers.map((s, i) => ({
    kind: 'person',
    name: s.name,
    phone: s.phone,
    group: i + (auto ? 2 : 1),
    language: 'en',
    fields: [field(0, 100 + i * 80)],
  }));
  const created = await api('signFlow/create', {
    title: 'Bench contract',
    deadlineAt: Date.now() + 86_400_000,
    documents: [{ fileName: 'contract.pdf', pdf: pdf.toString('base64') }],
    signers: auto ? [initiator, ...people] : people,
  });
  const started = await api('signFlow/start', { signFlowId: created.id });
  if (auto && started.signers[0].status !== 'signed') throw new Error('the initiating enterprise did not sign automatically');
  const signMs: number[] = [];
  const signCpuMs: number[] = [];
  let status = 1;
  for (const [i, s] of signers.entries()) {
    const r = await sign(created.id, started.signers[i + (auto ? 1 : 0)].id, s, signedIn);
    signMs.push(r.signMs);
    signCpuMs.push(r.signCpuMs);
    status = r.status;
  }
  if (status !== 2) throw new Error(`flow ${created.id} ended in status ${status}`);
  return { id: created.id as string, signMs, signCpuMs };
}

// ---- the raw signing rate of the same keys ------------------------------------------------------------

/** A `sign/pdf` call's body: the PDF signed at level B-T with this certificate, in the box a flow's field would take. */
const signPdfInput = (pdf: Buffer, serial: string, sealId?: string) => ({
  pdf: pdf.toString('base64'),
  fileName: 'contract.pdf',
  serial,
  page: 1,
  x: sealId ? 300 : 60,
  y: 100,
  width: 120,
  height: sealId ? 120 : 60,
  reason: 'Bench contract',
  level: 'B-T',
  ...(sealId ? { sealId } : {}),
});
/** Signatures per second through `sign/pdf`, one call after the other, alternating the parties' bodies; at least 4 calls. */
async function signPdfRate(bodies: object[], seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let n = 0;
  while (performance.now() < until || n < 4) await apiCall('sign/pdf', bodies[n++ % bodies.length]);
  return n / ((performance.now() - started) / 1000);
}

const store = keyStoreOf(deps);
const { keyId } = await store.generate({ algorithm: keyAlgorithmOfCode(0), label: 'bench:raw' });
/** The bare key operation: RSA-2048 signatures through the key store in a tight loop, in this process. */
async function rawRate(seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const data = randomBytes(200);
  let n = 0;
  while (performance.now() < until) {
    data.writeUInt32BE(n++);
    await store.sign(keyId, data);
  }
  return n / ((performance.now() - started) / 1000);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, each checked where it is read
type Answer = any;

const small = await contractPdf({ pages: 2, bytes: 20_000 });
const big = await contractPdf({ pages: 10, bytes: 1_000_000 });
let results: Record<string, unknown>;
try {
  // The throughput flows are between parties that signed before, as the issue's "the same keys"
  // reads: the initiating enterprise and, per flow, a person who already signed a flow of it in this
  // run (its event certificate signs again within its first hour, decision 44). One person cannot
  // sign every flow: its phone takes one willingness code a minute (the code cooldown), so each of
  // BENCH_FLOWS people signs one unrecorded warm-up flow, and its recorded flow a minute later.
  // Each is signed in and proves itself with its session, as the hosted page does for a signed-in signer.
  // BENCH_REPEAT sets of them, one set for each repetition of the throughput block.
  const personSets: Signer[][] = [];
  for (let r = 0; r < repeat; r++) {
    const set: Signer[] = [];
    for (let i = 0; i < flows; i++) set.push(await signedInSigner('李四'));
    personSets.push(set);
  }
  const persons = personSets.flat();
  // The warm-up flows, unrecorded; the first one's signed PDF judged by pdfsig before anything counts.
  const first = await runFlow(small, [persons[0]!], true, true);
  for (const p of persons.slice(1)) await runFlow(small, [p], true, true);
  const warmedAt = performance.now();
  const downloaded = await api('signFlow/download', { signFlowId: first.id });
  const file = path.join(dataDir, 'first.pdf');
  fs.writeFileSync(file, Buffer.from(downloaded.documents[0].pdf, 'base64'));
  const checked = spawnSync('pdfsig', ['-no-ocsp', file], { encoding: 'utf8' });
  if ((checked.stdout.match(/Signature #\d/g) ?? []).length !== 2)
    throw new Error(`pdfsig did not find two signatures:\n${checked.stdout}${checked.stderr}`);
  // The raw signing path's parties: the enterprise's own event certificate (its warm-up signature's) with
  // its seal; for the person a platform-held RSA-2048 certificate of the enterprise (see the header).
  const enterpriseSerial = (
    await db
      .selectFrom('sign_flow_signers')
      .select('certificate_serial')
      .where('flow_id', '=', first.id)
      .where('kind', '=', 'enterprise')
      .executeTakeFirstOrThrow()
  ).certificate_serial!;
  const personSerial = String((await apiCall('cert/apply', { algorithm: 0, validity: 0 })).serial);
  const signPdfBodies = [signPdfInput(small, enterpriseSerial, seal.id), signPdfInput(small, personSerial)];
  const checkedRaw = await apiCall('sign/pdf', signPdfBodies[0]);
  const rawFile = path.join(dataDir, 'raw.pdf');
  fs.writeFileSync(rawFile, Buffer.from(checkedRaw.pdf, 'base64'));
  const rawChecked = spawnSync('pdfsig', ['-no-ocsp', rawFile], { encoding: 'utf8' });
  if (!rawChecked.stdout.includes('Signature is Valid'))
    throw new Error(`pdfsig refused the sign/pdf baseline's PDF:\n${rawChecked.stdout}${rawChecked.stderr}`);
  await signPdfRate(signPdfBodies, 1);
  await rawRate(1);
  // Each person's next willingness code after the cooldown (60 s) from its warm-up's.
  await new Promise((r) => setTimeout(r, Math.max(0, 61_000 - (performance.now() - warmedAt))));

  // 1. Throughput, against the raw rate measured right before and after, BENCH_REPEAT times.
  /** One repetition: the sign/pdf and bare-key rates, these persons' flows, the completion job, the rates again. */
  async function throughput(set: Signer[]) {
    const signPdfBefore = await signPdfRate(signPdfBodies, rawSeconds);
    const rawBefore = await rawRate(rawSeconds);
    const cpu0 = cpuMsOf(server.pid);
    const t0 = performance.now();
    const flowSignMs: number[] = [];
    const flowIds: string[] = [];
    byStep = new Map();
    for (const p of set) {
      const flow = await runFlow(small, [p], true, true);
      flowSignMs.push(...flow.signMs);
      flowIds.push(flow.id);
    }
    const steps = byStep;
    byStep = null;
    const seconds = (performance.now() - t0) / 1000;
    const cpu1 = cpuMsOf(server.pid);
    // The completion job's part (evidence deposit, completion certificate, callbacks, notices) runs after
    // the last answer, every 3 s: the server's CPU until every flow's certificate is made counts it too.
    while (
      Number(
        (
          await db
            .selectFrom('sign_flow_reports')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('flow_id', 'in', flowIds)
            .executeTakeFirstOrThrow()
        ).n,
      ) < flows
    )
      await new Promise((r) => setTimeout(r, 100));
    const cpuCompleted = cpuMsOf(server.pid);
    const rawAfter = await rawRate(rawSeconds);
    const signPdfAfter = await signPdfRate(signPdfBodies, rawSeconds);
    const raw = (rawBefore + rawAfter) / 2;
    const signPdf = (signPdfBefore + signPdfAfter) / 2;
    const flowsPerSecond = flows / seconds;
    return {
      flowsPerSecond,
      msPerFlow: (seconds * 1000) / flows,
      serverCpuMsPerFlow: cpu0 !== null && cpu1 !== null ? (cpu1 - cpu0) / flows : null,
      serverCpuMsPerFlowWithCompletion: cpu0 !== null && cpuCompleted !== null ? (cpuCompleted - cpu0) / flows : null,
      serverCpuMsPerFlowByCall: Object.fromEntries([...steps].map(([k, v]) => [k, v / flows])),
      signPdfPerSecond: signPdf,
      signPdfRuns: [signPdfBefore, signPdfAfter],
      ratio: flowsPerSecond / (signPdf / 2),
      rawKeySignaturesPerSecond: raw,
      rawKeyRuns: [rawBefore, rawAfter],
      ratioToBareKey: flowsPerSecond / (raw / 2),
      signCallMedianMsSmall: median(flowSignMs),
      loadAverage: os.loadavg()[0],
    };
  }
  const repetitions = [];
  for (const set of personSets) repetitions.push(await throughput(set));

  // 2. One signing step on a ~1 MB, 10-page PDF.
  const stepMs: number[] = [];
  const stepCpuMs: number[] = [];
  let stepCpu0: number | null = null;
  await runFlow(big, [await signedInSigner('王五')], false);
  stepCpu0 = cpuMsOf(server.pid);
  for (let i = 0; i < stepRuns; i++) {
    const step = await runFlow(big, [await signedInSigner('王五')], false);
    stepMs.push(...step.signMs);
    stepCpuMs.push(...step.signCpuMs);
  }

  results = {
    database: bench.database,
    flows,
    repetitions,
    ratioMedian: median(repetitions.map((x) => x.ratio)),
    bigPdfBytes: big.length,
    bigPdfSignStepMs: { median: median(stepMs), runs: stepMs },
    bigPdfSignStepCpuMs: { median: median(stepCpuMs), runs: stepCpuMs },
    // The server's CPU for a whole one-signer flow on the big PDF (create, start, link, codes, sign): what the load cannot stretch.
    serverCpuMsPerBigFlow: stepCpu0 !== null ? (cpuMsOf(server.pid)! - stepCpu0) / stepRuns : null,
    loadAverage: { start: loadAtStart, end: os.loadavg() },
    cpus: os.cpus().length,
  };
} finally {
  await bench.close();
}

const day = new Date().toISOString().slice(0, 10);
const r = results as Answer;
const md = `# Sign flows through the open API (${r.database}), ${day}

Two-signer flows from \`signFlow/create\` to completed, one after the other: the initiating enterprise by auto-sign at
start, the second signer — a person who signed a warm-up flow a minute before, signed in — through the hosted page's
API (signUrl, proof by its session, willingness code, sign). Raw (decision 46): \`sign/pdf\` over HTTP, PAdES B-T on
the same PDF, alternating the enterprise's event certificate with its seal and an RSA-2048 platform certificate for the
person, one call after the other, before and after the flows. Second line: bare RSA-2048 key-store signatures.

| repetition | load (1 min) | flows/s (ms each) | server CPU/flow create→completed (with the completion job) | \`sign/pdf\` B-T calls/s before, after | **ratio** flows/s ÷ (sign/pdf/s ÷ 2) | bare key RSA-2048/s; ratio to it |
| --- | --- | --- | --- | --- | --- | --- |
${(r.repetitions as Answer[])
  .map(
    (x, i) =>
      `| ${i + 1} | ${x.loadAverage.toFixed(1)} | ${x.flowsPerSecond.toFixed(3)} (${x.msPerFlow.toFixed(0)}) | ${x.serverCpuMsPerFlow?.toFixed(0) ?? 'n/a'} ms (${x.serverCpuMsPerFlowWithCompletion?.toFixed(0) ?? 'n/a'} ms) | ${x.signPdfRuns.map((y: number) => y.toFixed(2)).join(', ')} | **${x.ratio.toFixed(3)}** | ${x.rawKeySignaturesPerSecond.toFixed(0)}; ${x.ratioToBareKey.toFixed(4)} |`,
  )
  .join('\n')}

Ratio median **${r.ratioMedian.toFixed(3)}** (target ≥ 0.5); ${r.flows} flows a repetition. Server CPU by call (ms a flow, 10 ms ticks), repetition 1:
${Object.entries(r.repetitions[0].serverCpuMsPerFlowByCall as Record<string, number>)
  .map(([k, v]) => `${k} ${v.toFixed(1)}`)
  .join('; ')}.

| measure | value |
| --- | --- |
| sign call median, 2-page PDF (repetition 1) | ${r.repetitions[0].signCallMedianMsSmall.toFixed(0)} ms |
| **sign call median, ${(r.bigPdfBytes / 1e6).toFixed(2)} MB 10-page PDF** | **${r.bigPdfSignStepMs.median.toFixed(0)} ms** (target ≤ 200 ms; runs ${r.bigPdfSignStepMs.runs.map((x: number) => x.toFixed(0)).join(', ')}) |
| server CPU during that sign call, median | ${r.bigPdfSignStepCpuMs.median.toFixed(0)} ms (runs ${r.bigPdfSignStepCpuMs.runs.map((x: number) => x.toFixed(0)).join(', ')}) |
| server CPU per one-signer flow on it (create to completed) | ${r.serverCpuMsPerBigFlow === null ? 'n/a' : `${r.serverCpuMsPerBigFlow.toFixed(0)} ms`} |
| load average start → end | ${r.loadAverage.start.map((x: number) => x.toFixed(1)).join(' ')} → ${r.loadAverage.end.map((x: number) => x.toFixed(1)).join(' ')} (${r.cpus} CPUs) |
`;
// Stamped to the second (writeResults), as the other benches' results: runs of one day before and after a change stay side by side.
writeResults('sign-flows', r.database, results, md);
process.exit(0);
