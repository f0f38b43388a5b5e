/**
 * Time-stamp tokens per second, per track, in process (not HTTP): the TSA's whole
 * act (serial recorded, TSTInfo, CMS, the key store's signature) against the raw signing rate of the
 * same key in a tight loop, so the overhead of everything around the signature shows. SQLite by
 * default; BENCH_DATABASE_URL for PostgreSQL. BENCH_SECONDS per measurement (3 by default). Results
 * go to bench/results/<timestamp>-timestamps-<database>.{json,md}.
 * Run: node --import tsx bench/timestamps.ts
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { keyStoreOf } from '../apps/server/src/features/certificates/index.js';
import { issueTimestampToken, tsaOf } from '../apps/server/src/features/timestamps/index.js';
import { inProcessDeps } from './bench-server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-tsa-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: path.join(dataDir, 'no-web') });
const pgUrl = process.env.BENCH_DATABASE_URL;
const deps = await inProcessDeps(config, `tsa_${process.pid}`);
const { db } = deps;

/** How many times `act` completes in `seconds`, one after the other. */
async function rate(act: (i: number) => Promise<unknown>): Promise<number> {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let n = 0;
  while (performance.now() < until) await act(n++);
  return n / ((performance.now() - started) / 1000);
}

const results = [];
for (const [hashAlgorithm, track, node] of [
  [1, 'RSA-2048 / SHA-256', 'sha256'],
  [2, 'SM2 / SM3', 'sm3'],
] as const) {
  const tsa = await tsaOf(deps, hashAlgorithm === 1 ? 0 : 1);
  const store = keyStoreOf(deps);
  const digest = (i: number) => createHash(node).update(`document ${i}`).digest();
  const raw = await rate((i) => store.sign(tsa.keyId, digest(i)));
  const tokens = await rate((i) => issueTimestampToken(deps, { digest: digest(i), hashAlgorithm }));
  results.push({ track, rawSignaturesPerSecond: raw, tokensPerSecond: tokens, ratio: tokens / raw });
}
await db.destroy();

const kind = pgUrl ? 'postgres' : 'sqlite';
const stamp = new Date().toISOString().replace(/:/g, '-').slice(0, 19);
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), load: os.loadavg() };
const md = [
  `# Time-stamp tokens per second (${kind}, in process, one at a time)`,
  '',
  `${stamp}; ${machine.cpus} cores (${machine.model}), load ${machine.load.map((l) => l.toFixed(1)).join(' ')}; ${seconds} s each`,
  '',
  '| track | raw signatures/s (key store) | tokens/s | tokens / raw |',
  '| --- | ---: | ---: | ---: |',
  ...results.map(
    (r) => `| ${r.track} | ${r.rawSignaturesPerSecond.toFixed(1)} | ${r.tokensPerSecond.toFixed(1)} | ${(r.ratio * 100).toFixed(0)} % |`,
  ),
  '',
].join('\n');
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(`bench/results/${stamp}-timestamps-${kind}.md`, md);
fs.writeFileSync(`bench/results/${stamp}-timestamps-${kind}.json`, JSON.stringify({ seconds, machine, results }, null, 2));
console.log(md);
fs.rmSync(dataDir, { recursive: true, force: true });
