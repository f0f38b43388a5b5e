/**
 * Callback delivery: BENCH_CALLBACKS (10,000) queued callbacks delivered by the callbackDelivery job
 * to a receiver on this machine (its own process, so its CPU is not counted here), at the job's bounds
 * (32 in flight per process, 4 per receiving host) and, in the same run for the ratio, one at a time
 * (the job as it was: one try after another) over BENCH_SEQUENTIAL (1,000) callbacks. Every
 * measurement is repeated BENCH_REPEAT (3) times; each checks that the receiver got every delivery
 * once and the ledger holds one delivered attempt each. CPU per delivery is this process's (plus
 * PostgreSQL's on this machine, when BENCH_DATABASE_URL is set). SQLite by default.
 * Results go to bench/results/<timestamp>-callbacks-<database>.{json,md}.
 * Run: node --import tsx bench/callbacks.ts
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { type DeliveryBounds, deliverDue, deliveryBounds } from '../apps/server/src/features/apps/callbacks.js';
import { newId } from '../apps/server/src/platform/ids.js';
import { inProcessDeps } from './bench-server.js';
import { postgresCpuMs } from './proc-cpu.js';

const total = Number(process.env.BENCH_CALLBACKS ?? 10_000);
const sequentialTotal = Number(process.env.BENCH_SEQUENTIAL ?? 1_000);
const repeat = Number(process.env.BENCH_REPEAT ?? 3);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-callbacks-'));

// The receiver: its own process, answering 200 at once and counting each delivery id it got.
const receiverSource = `
const http = require('node:http');
const got = new Map();
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const id = String(req.headers['webhook-id']);
    got.set(id, (got.get(id) || 0) + 1);
    res.writeHead(200).end('ok');
  });
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('message', (m) => {
  if (m === 'count') {
    let repeated = 0;
    for (const n of got.values()) if (n > 1) repeated++;
    process.send({ received: got.size, repeated });
    got.clear();
  }
});
`;
const receiverFile = path.join(dataDir, 'receiver.cjs');
fs.writeFileSync(receiverFile, receiverSource);
const receiver: ChildProcess = fork(receiverFile, [], { stdio: 'inherit' });
const ask = <T>(message?: string) =>
  new Promise<T>((resolve) => {
    receiver.once('message', (m) => resolve(m as T));
    if (message) receiver.send(message);
  });
const { port } = await ask<{ port: number }>();

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  WEB_DIST: path.join(dataDir, 'no-web'),
  CALLBACK_ALLOWED_HOSTS: `127.0.0.1:${port}`,
});
const pgUrl = process.env.BENCH_DATABASE_URL;
const schema = `cb_${process.pid}`;
const deps = await inProcessDeps(config, schema);
const { db } = deps;
const log = { info() {}, warn: console.warn, error: console.error } as unknown as Parameters<typeof deliverDue>[1];

const now = Date.now();
const applicationId = newId(now);
await db
  .insertInto('applications')
  .values({
    id: applicationId,
    enterprise_id: 'bench-enterprise',
    user_id: 'bench-user',
    app_id: `bench${process.pid}`,
    name: 'bench',
    abbreviation: 'bench',
    environment: 'sandbox',
    ip_whitelist: '',
    ip_restrict: 0,
    android_package: null,
    ios_bundle: null,
    callback_url: `http://127.0.0.1:${port}/hook`,
    evidence_callback_url: null,
    status: 1,
    created_at: now,
    updated_at: now,
  })
  .execute();
await db
  .insertInto('app_secrets')
  .values({
    id: newId(now),
    application_id: applicationId,
    enterprise_id: 'bench-enterprise',
    secret_cipher: deps.cipher.encrypt('bench-secret-0123456789abcdef'),
    hint: 'cdef',
    created_at: now,
    revoked_at: null,
    last_used_at: null,
    last_used_ip: null,
  })
  .execute();

/** Queues n callbacks at once (what enqueueCallback writes, many rows a statement). */
async function queue(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 0; from < n; from += 500) {
    const at = Date.now();
    const rows = Array.from({ length: Math.min(500, n - from) }, (_, i) => {
      const id = newId(at);
      ids.push(id);
      return {
        id,
        application_id: applicationId,
        enterprise_id: 'bench-enterprise',
        event: 'bench.ping',
        target: 'callback',
        payload: JSON.stringify({ id, event: 'bench.ping', createdAt: at, data: { i: from + i } }),
        status: 'pending',
        attempt_count: 0,
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('callback_deliveries').values(rows).execute();
  }
  return ids;
}

async function measure(name: string, n: number, bounds: DeliveryBounds) {
  const ids = await queue(n);
  const pgBefore = pgUrl ? postgresCpuMs() : null;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const sent = await deliverDue(deps, log, bounds);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const pgCpu = pgBefore !== null ? postgresCpuMs()! - pgBefore : null;
  const { received, repeated } = await ask<{ received: number; repeated: number }>('count');
  const ledger = await db
    .selectFrom('callback_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'delivered')
    .where('attempt_count', '=', 1)
    .where('id', 'in', ids.slice(0, 1).concat(ids.slice(-1)))
    .executeTakeFirst();
  const attempts = await db
    .selectFrom('callback_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('problem', 'is', null)
    .executeTakeFirst();
  const once = sent === n && received === n && repeated === 0 && Number(ledger?.n) === 2;
  await db.deleteFrom('callback_attempts').execute();
  await db.deleteFrom('callback_deliveries').execute();
  return {
    name,
    n,
    bounds,
    seconds,
    perSecond: n / seconds,
    cpuMsPerDelivery: (cpu.user + cpu.system) / 1000 / n,
    postgresCpuMsPerDelivery: pgCpu === null ? null : pgCpu / n,
    received,
    repeated,
    attemptsRecorded: Number(attempts?.n),
    eachOnce: once && Number(attempts?.n) === n,
  };
}

const runs = [];
for (let r = 0; r < repeat; r++) {
  runs.push(await measure('one at a time', sequentialTotal, { concurrency: 1, perHost: 1 }));
  runs.push(await measure('parallel (job bounds)', total, deliveryBounds));
}
receiver.kill();
if (pgUrl) await db.schema.dropSchema(schema).cascade().execute();
await db.destroy();

const kind = pgUrl ? 'postgres' : 'sqlite';
const stamp = new Date().toISOString().replace(/:/g, '-').slice(0, 19);
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), load: os.loadavg() };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const parallel = runs.filter((x) => x.name !== 'one at a time');
const sequential = runs.filter((x) => x.name === 'one at a time');
const ratio = median(parallel.map((x) => x.perSecond)) / median(sequential.map((x) => x.perSecond));
const md = [
  `# Callback delivery to a loopback receiver (${kind})`,
  '',
  `${stamp}; ${machine.cpus} cores (${machine.model}), load ${machine.load.map((l) => l.toFixed(1)).join(' ')}; ${repeat} rounds`,
  '',
  '| round | mode | callbacks | deliveries/s | CPU ms / delivery (server) | CPU ms / delivery (PostgreSQL) | each once |',
  '| ---: | --- | ---: | ---: | ---: | ---: | --- |',
  ...runs.map(
    (x, i) =>
      `| ${Math.floor(i / 2) + 1} | ${x.name} (${x.bounds.concurrency} / ${x.bounds.perHost} per host) | ${x.n} | ${x.perSecond.toFixed(0)} | ${x.cpuMsPerDelivery.toFixed(3)} | ${x.postgresCpuMsPerDelivery?.toFixed(3) ?? '—'} | ${x.eachOnce ? 'yes' : `NO (received ${x.received}, repeated ${x.repeated}, attempts ${x.attemptsRecorded})`} |`,
  ),
  '',
  `Median parallel / one at a time: ${ratio.toFixed(2)}×; parallel median ${median(parallel.map((x) => x.perSecond)).toFixed(0)}/s (target ≥ 500/s).`,
  '',
].join('\n');
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(`bench/results/${stamp}-callbacks-${kind}.md`, md);
fs.writeFileSync(`bench/results/${stamp}-callbacks-${kind}.json`, JSON.stringify({ machine, ratio, runs }, null, 2));
console.log(md);
fs.rmSync(dataDir, { recursive: true, force: true });
if (runs.some((x) => !x.eachOnce)) process.exitCode = 1;
