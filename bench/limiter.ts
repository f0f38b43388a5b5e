/**
 * The in-memory limiter's hit cost with 1,000 keys held against 1,000,000, in steady state: each hit
 * a new key (the way open-API nonces arrive), keys arriving at a rate that keeps N of them inside
 * the one-minute window, so old keys end as new ones come. The clock is the limiter's own argument
 * (virtual time), so only the limiter's work is measured, in CPU time. Target: the million-key cost within 1.2×
 * the thousand-key one. Results go to bench/results/limiter-<timestamp>.{json,md}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMemoryLimiter } from '../apps/server/src/platform/limiter.js';

const windowMs = 60_000;
const measured = Number(process.env.LIMITER_HITS ?? 300_000);

async function costPerHit(keys: number): Promise<{ keys: number; nsPerHit: number; held: number }> {
  const limiter = createMemoryLimiter();
  const at = (i: number) => Math.floor((i * windowMs) / keys);
  for (let i = 0; i < keys; i++) await limiter.hit(`nonce:${i}`, 1, windowMs, at(i));
  // A warm-up at the steady rate, then the measured hits.
  let i = keys;
  for (const end = i + measured / 4; i < end; i++) await limiter.hit(`nonce:${i}`, 1, windowMs, at(i));
  // CPU time, not wall time: the machine is shared, and a neighbour's work must not count as ours.
  const started = process.cpuUsage();
  for (const end = i + measured; i < end; i++) await limiter.hit(`nonce:${i}`, 1, windowMs, at(i));
  const spent = process.cpuUsage(started);
  const ns = (spent.user + spent.system) * 1000;
  const held = limiter.size();
  await limiter.close();
  return { keys, nsPerHit: ns / measured, held };
}

/**
 * The floor under any in-process store: a bare Map doing one look-up, one insert and one delete per
 * hit in the same steady state. At a million keys its entries no longer fit the CPU's caches and
 * the garbage collector marks a million live objects, so it too costs more per operation there.
 */
function mapCostPerOp(keys: number): number {
  const map = new Map<string, number[]>();
  for (let i = 0; i < keys; i++) map.set(`nonce:${i}`, [i]);
  let i = keys;
  const step = () => {
    map.get(`nonce:${i}`);
    map.set(`nonce:${i}`, [i]);
    map.delete(`nonce:${i - keys}`);
  };
  for (const end = i + measured / 4; i < end; i++) step();
  const started = process.cpuUsage();
  for (const end = i + measured; i < end; i++) step();
  const spent = process.cpuUsage(started);
  return ((spent.user + spent.system) * 1000) / measured;
}

/**
 * The memory's floor: one random read that must wait for the one before (a probe cannot start before
 * the key's hash and the table are known), in a table as large as the limiter's key table at that
 * many keys (16 bytes a key: two int32 per slot, twice as many slots as ids). At 1,000 keys it is 16 kB
 * and stays in the core's caches; at a million, 16 MB, and each read goes to memory. Any exact store
 * answers a new key with at least one such read, so this is what the memory adds per hit, not work.
 */
function randomReadCost(keys: number): number {
  const n = 4 * 2 ** Math.ceil(Math.log2(keys));
  const next = new Int32Array(n);
  for (let i = 0; i < n; i++) next[i] = i;
  // Sattolo's shuffle: a single cycle through every cell, so the chain visits the whole table.
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * i);
    const t = next[i]!;
    next[i] = next[j]!;
    next[j] = t;
  }
  let at = 0;
  for (let k = 0; k < measured / 4; k++) at = next[at]!;
  const started = process.cpuUsage();
  for (let k = 0; k < measured; k++) at = next[at]!;
  const spent = process.cpuUsage(started);
  if (at < 0) console.log(at);
  return ((spent.user + spent.system) * 1000) / measured;
}

const runs: { keys: number; nsPerHit: number; held: number }[] = [];
const mapRuns: { keys: number; nsPerOp: number }[] = [];
const readRuns: { keys: number; nsPerRead: number }[] = [];
for (let round = 0; round < 3; round++)
  for (const keys of [1_000, 1_000_000]) {
    runs.push(await costPerHit(keys));
    mapRuns.push({ keys, nsPerOp: mapCostPerOp(keys) });
    readRuns.push({ keys, nsPerRead: randomReadCost(keys) });
  }
const best = (keys: number) => Math.min(...runs.filter((r) => r.keys === keys).map((r) => r.nsPerHit));
const bestMap = (keys: number) => Math.min(...mapRuns.filter((r) => r.keys === keys).map((r) => r.nsPerOp));
const small = best(1_000);
const large = best(1_000_000);
const ratio = large / small;
const mapRatio = bestMap(1_000_000) / bestMap(1_000);
const bestRead = (keys: number) => Math.min(...readRuns.filter((r) => r.keys === keys).map((r) => r.nsPerRead));
// What a million keys add to a hit, counted in random reads' worth of the memory's added latency.
const missesAdded = (large - small) / (bestRead(1_000_000) - bestRead(1_000));
const result = {
  windowMs,
  measuredHits: measured,
  nsPerHitAt1k: small,
  nsPerHitAt1M: large,
  ratio,
  bareMap: { nsPerOpAt1k: bestMap(1_000), nsPerOpAt1M: bestMap(1_000_000), ratio: mapRatio },
  randomRead: { nsAt1k: bestRead(1_000), nsAt1M: bestRead(1_000_000), limiterAddedInReads: missesAdded },
  load: os.loadavg().map((l) => Number(l.toFixed(2))),
  target: 1.2,
  pass: ratio <= 1.2,
  runs,
  mapRuns,
  readRuns,
};
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, `limiter-${stamp}.json`), JSON.stringify(result, null, 2));
fs.writeFileSync(
  path.join(dir, `limiter-${stamp}.md`),
  [
    '# In-memory limiter: hit cost by keys held',
    '',
    '| keys held | ns per hit (best of 3) |',
    '| --- | --- |',
    `| 1,000 | ${small.toFixed(0)} |`,
    `| 1,000,000 | ${large.toFixed(0)} |`,
    '',
    `Ratio ${ratio.toFixed(2)}× (target ≤ 1.2×): ${result.pass ? 'pass' : 'FAIL'}.`,
    '',
    `A bare Map in the same steady state: ${bestMap(1_000).toFixed(0)} ns per operation at 1,000 keys, ` +
      `${bestMap(1_000_000).toFixed(0)} at 1,000,000 (${mapRatio.toFixed(2)}×).`,
    '',
    `The memory's floor, one dependent random read in a table of the key table's size: ${bestRead(1_000).toFixed(0)} ns at ` +
      `1,000 keys (16 kB), ${bestRead(1_000_000).toFixed(0)} ns at 1,000,000 (16 MB). The million keys add ` +
      `${(large - small).toFixed(0)} ns to a hit: ${missesAdded.toFixed(2)} such reads' worth.`,
    '',
    `Load average at the end: ${result.load.join(' ')}.`,
    '',
  ].join('\n'),
);
console.log(
  JSON.stringify({
    nsPerHitAt1k: small,
    nsPerHitAt1M: large,
    ratio,
    bareMapRatio: mapRatio,
    limiterAddedInReads: missesAdded,
    pass: result.pass,
  }),
);
if (!result.pass) process.exitCode = 1;
