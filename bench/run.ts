/**
 * `npm run bench [-- scenario…]`: each scenario for a fixed time against servers on loopback, one
 * after another, with bounded connections; prints requests/s, p99 latency and the ratios to the
 * bare Fastify route, and records them in bench/results/<date>.json and .md. Figures depend on the
 * machine; the ratios are what to compare between runs. Not a test: nothing here gates.
 * BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (default 10) tune the run.
 */
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { scenarios } from './scenarios.js';
import type { TargetReady } from './target.js';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmupSeconds = 1;
const only = process.argv.slice(2);
const unknown = only.filter((name) => !scenarios.some((s) => s.name === name));
if (unknown.length) {
  console.error(`Unknown scenario(s): ${unknown.join(', ')}. Known: ${scenarios.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

interface Figures {
  name: string;
  description: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  vsBare?: { throughput: number; p99: number };
  perCore?: number;
}

const target = fork(path.join(import.meta.dirname, 'target.ts'), only, {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ready = await new Promise<TargetReady>((resolve, reject) => {
  target.once('message', (m) => resolve(m as TargetReady));
  target.once('exit', (code) => reject(new Error(`The bench servers exited (${code}) before they were ready.`)));
});

/** Measuring an error path would flatter the figures: one request must succeed with code 0 first. */
async function checkAnswers(url: string, request: TargetReady['requests'][string]): Promise<void> {
  const first = request.variants?.shift();
  const res = await fetch(url + request.path, {
    method: request.method,
    headers: { ...request.headers, ...first?.headers },
    body: first?.body ?? request.body,
  });
  const answer = (await res.json().catch(() => undefined)) as { code?: number; msg?: string } | undefined;
  if (!res.ok || answer?.code !== 0)
    throw new Error(
      `${request.method} ${request.path} answered HTTP ${res.status} ${JSON.stringify(answer)}; fix the scenario before measuring it.`,
    );
}

function load(url: string, request: TargetReady['requests'][string], seconds: number) {
  const variants = request.variants;
  // Variants are taken in turn and never reused: a spent captcha would measure the error path.
  const requests = variants
    ? [
        {
          setupRequest: (req: autocannon.Request) => {
            const v = variants.shift();
            return v ? { ...req, headers: { ...req.headers, ...v.headers }, body: v.body } : req;
          },
        },
      ]
    : undefined;
  return autocannon({
    url: url + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    requests,
    connections,
    duration: seconds,
    pipelining: 1,
  });
}

const results: Figures[] = [];
try {
  for (const scenario of scenarios) {
    const request = ready.requests[scenario.name];
    if (!request) continue;
    const url = ready.urls[scenario.target];
    process.stdout.write(`${scenario.name}: ${request.method} ${request.path} for ${duration} s… `);
    await checkAnswers(url, request);
    // A short unrecorded run first, so the JIT and the SQLite page cache are warm.
    await load(url, request, warmupSeconds);
    const r = await load(url, request, duration);
    const figures: Figures = {
      name: scenario.name,
      description: scenario.description,
      requestsPerSecond: Math.round(r.requests.average),
      latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    };
    if (scenario.perCore) figures.perCore = Math.round(figures.requestsPerSecond / os.availableParallelism());
    results.push(figures);
    console.log(
      `${figures.requestsPerSecond} req/s${figures.perCore ? ` (${figures.perCore} per core)` : ''}, p99 ${figures.latencyMs.p99} ms${figures.non2xx || figures.errors ? ` (${figures.non2xx} non-2xx, ${figures.errors} errors)` : ''}`,
    );
  }
} finally {
  target.kill('SIGTERM');
}

const baseline = results.find((r) => r.name === 'bare');
for (const r of results) {
  if (!baseline || r === baseline) continue;
  r.vsBare = {
    throughput: round(r.requestsPerSecond / baseline.requestsPerSecond),
    p99: round(r.latencyMs.p99 / Math.max(baseline.latencyMs.p99, 1)),
  };
}

/** Three significant digits: a 0.0024× ratio must not print as 0×. */
function round(n: number): number {
  return Number(n.toPrecision(3));
}

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
};
const record = {
  date: now.toISOString(),
  commit: gitCommit(),
  machine,
  settings: { durationSeconds: duration, warmupSeconds, connections, pipelining: 1, database: 'sqlite', logLevel: 'warn' },
  results,
};

const table = [
  '| scenario | req/s | p50 ms | p99 ms | vs bare (throughput) | vs bare (p99) | non-2xx |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.name} | ${r.requestsPerSecond} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.vsBare ? `${r.vsBare.throughput}×` : '1×'} | ${r.vsBare ? `${r.vsBare.p99}×` : '1×'} | ${r.non2xx} |`,
  ),
];
const markdown = [
  `# Benchmark ${record.date.slice(0, 10)} (${record.commit})`,
  '',
  `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}. Loopback; autocannon ${connections} connections, ${duration} s per scenario after a ${warmupSeconds} s warm-up; the server in its own process on SQLite, logs at warn. Load generator and server share the machine.`,
  '',
  ...table,
  '',
  ...results.map((r) => `- **${r.name}**: ${r.description}${r.perCore ? ` — ${r.perCore} per core` : ''}`),
  '',
].join('\n');

const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const stamp = now.toISOString().slice(0, 19).replace(/:/g, '-');
fs.writeFileSync(path.join(dir, `${stamp}.json`), JSON.stringify(record, null, 2) + '\n');
fs.writeFileSync(path.join(dir, `${stamp}.md`), markdown);
console.log(`\n${table.join('\n')}\n\nRecorded in bench/results/${stamp}.json and .md`);
