/**
 * The in-memory limiter's hit cost with 1,000 keys held against 1,000,000, in steady state: each hit
 * a new key (the way open-API nonces arrive), keys arriving at a rate that keeps N of them inside
 * the one-minute window, so old keys end as new ones come. The clock is the limiter's own argument
 * (virtual time), so only the limiter's work is measured, in CPU time. Target: the million-key cost
 * within 1.2× the thousand-key one. Results go to bench/results/limiter-<timestamp>.{json,md}.
 *
 * Fair by construction: every measurement runs in a fresh process (the same code and JIT warm-up, a
 * heap holding only that store, none of the other size's garbage), both sizes make the same keys in
 * the same order, the same warm-up and the same number of measured hits; the young generation has one
 * fixed size and a full collection runs just before the measured hits (the collections the hits
 * themselves cause are counted, and their time reported), and the sizes alternate which goes first in each of LIMITER_ROUNDS (5) rounds. The ratio
 * is taken per round (two runs seconds apart) and the median of those is the result.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { KeyTable } from '../apps/server/src/platform/key-table.js';
import { createMemoryLimiter } from '../apps/server/src/platform/limiter.js';

const windowMs = 60_000;
const measured = Number(process.env.LIMITER_HITS ?? 300_000);
const rounds = Number(process.env.LIMITER_ROUNDS ?? 5);
const sizes = [1_000, 1_000_000];

/** Garbage collection inside the measured hits, in ms (entries arrive after the fact). */
async function gcMsDuring(work: () => Promise<void>): Promise<number> {
  let ms = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) ms += entry.duration;
  });
  observer.observe({ entryTypes: ['gc'] });
  await work();
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return ms;
}

const collect = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * The i-th key of a store of `keys`, numbered from the first hit after the set-up: the warm-up and
 * measured hits use the same strings at both sizes, all of one length (7 digits), so the hit's own work
 * (making the text, hashing it) is the same and only the store's size differs.
 */
const keyOf = (i: number, keys: number) => `nonce:${i - keys + 2_000_000}`;

async function costPerHit(keys: number): Promise<{ nsPerHit: number; held: number; gcMs: number }> {
  const limiter = createMemoryLimiter();
  const at = (i: number) => Math.floor((i * windowMs) / keys);
  for (let i = 0; i < keys; i++) await limiter.hit(keyOf(i, keys), 1, windowMs, at(i));
  // A warm-up at the steady rate, then the measured hits.
  let i = keys;
  for (const end = i + measured / 4; i < end; i++) await limiter.hit(keyOf(i, keys), 1, windowMs, at(i));
  collect();
  let ns = 0;
  const gcMs = await gcMsDuring(async () => {
    // CPU time, not wall time: the machine is shared, and a neighbour's work must not count as ours.
    const started = process.cpuUsage();
    for (const end = i + measured; i < end; i++) await limiter.hit(keyOf(i, keys), 1, windowMs, at(i));
    const spent = process.cpuUsage(started);
    ns = (spent.user + spent.system) * 1000;
  });
  return { nsPerHit: ns / measured, held: limiter.size(), gcMs };
}

/**
 * The hit's own JavaScript work on its key, which no store size should change: making the measured
 * hits' key texts and looking each up in an empty key table (encoding, hash, one probe in the caches),
 * same keys and lengths at both sizes.
 */
function keyWorkPerHit(keys: number): number {
  const table = new KeyTable();
  let sink = 0;
  const run = (from: number, count: number) => {
    for (let i = from; i < from + count; i++) sink ^= table.locate(keyOf(i, keys));
  };
  run(keys, measured / 4);
  const started = process.cpuUsage();
  run(keys + measured / 4, measured);
  const spent = process.cpuUsage(started);
  if (sink === 0.5) console.log(sink);
  return ((spent.user + spent.system) * 1000) / measured;
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

interface Measure {
  keys: number;
  nsPerHit: number;
  held: number;
  gcMs: number;
  mapNsPerOp: number;
  readNs: number;
  keyWorkNs: number;
}

/** One size in this process (the child's part): the limiter, then the bare Map and the memory's floor. */
async function measureHere(keys: number): Promise<Measure> {
  const hit = await costPerHit(keys);
  collect();
  return { keys, ...hit, mapNsPerOp: mapCostPerOp(keys), readNs: randomReadCost(keys), keyWorkNs: keyWorkPerHit(keys) };
}

const child = process.env.LIMITER_CHILD;
if (child) {
  process.stdout.write(JSON.stringify(await measureHere(Number(child))));
} else {
  const runs: (Measure & { round: number; load: number })[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? sizes : [...sizes].reverse();
    for (const keys of order) {
      // The young generation fixed at one size: V8 otherwise sizes it by what survived the set-up,
      // which differs between the sizes, and the same garbage per hit would cost each a different share.
      const flags = ['--expose-gc', '--min-semi-space-size=16', '--max-semi-space-size=16'];
      const out = execFileSync(process.execPath, [...flags, ...process.execArgv, import.meta.filename], {
        env: { ...process.env, LIMITER_CHILD: String(keys) },
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      });
      runs.push({ ...(JSON.parse(out) as Measure), round, load: Number(os.loadavg()[0]!.toFixed(2)) });
    }
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const of = (keys: number, round: number) => runs.find((r) => r.keys === keys && r.round === round)!;
  const perRound = (field: 'nsPerHit' | 'mapNsPerOp' | 'readNs' | 'keyWorkNs') =>
    Array.from({ length: rounds }, (_, round) => of(1_000_000, round)[field] / of(1_000, round)[field]);
  const ratios = perRound('nsPerHit');
  const at = (keys: number, field: keyof Measure) => median(runs.filter((r) => r.keys === keys).map((r) => r[field]));
  const ratio = median(ratios);
  const small = at(1_000, 'nsPerHit');
  const large = at(1_000_000, 'nsPerHit');
  const mapRatio = median(perRound('mapNsPerOp'));
  // What a million keys add to a hit, counted in random reads' worth of the memory's added latency.
  const missesAdded = (large - small) / Math.max(1, at(1_000_000, 'readNs') - at(1_000, 'readNs'));
  const loads = runs.map((r) => r.load);
  const result = {
    windowMs,
    measuredHits: measured,
    rounds,
    nsPerHitAt1k: small,
    nsPerHitAt1M: large,
    ratio,
    ratios,
    gcMsMedian: { at1k: at(1_000, 'gcMs'), at1M: at(1_000_000, 'gcMs') },
    bareMap: { nsPerOpAt1k: at(1_000, 'mapNsPerOp'), nsPerOpAt1M: at(1_000_000, 'mapNsPerOp'), ratio: mapRatio },
    randomRead: { nsAt1k: at(1_000, 'readNs'), nsAt1M: at(1_000_000, 'readNs'), limiterAddedInReads: missesAdded },
    keyWork: { nsAt1k: at(1_000, 'keyWorkNs'), nsAt1M: at(1_000_000, 'keyWorkNs'), ratio: median(perRound('keyWorkNs')) },
    load: { min: Math.min(...loads), max: Math.max(...loads), atEnd: os.loadavg().map((l) => Number(l.toFixed(2))) },
    target: 1.2,
    pass: ratio <= 1.2,
    runs,
  };
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `limiter-${stamp}.json`), JSON.stringify(result, null, 2));
  const ns = (n: number) => n.toFixed(0);
  fs.writeFileSync(
    path.join(dir, `limiter-${stamp}.md`),
    [
      '# In-memory limiter: hit cost by keys held',
      '',
      `Each measurement in a fresh process, ${measured.toLocaleString('en')} hits after the same warm-up and a full collection; ${rounds} rounds, the sizes alternating which goes first.`,
      '',
      '| round | ns per hit at 1,000 keys | at 1,000,000 | ratio | load (1 min) |',
      '| --- | --- | --- | --- | --- |',
      ...ratios.map(
        (r, round) =>
          `| ${round + 1} | ${ns(of(1_000, round).nsPerHit)} | ${ns(of(1_000_000, round).nsPerHit)} | ${r.toFixed(2)}× | ${of(1_000_000, round).load} |`,
      ),
      '',
      `Median ratio ${ratio.toFixed(2)}× (rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×; target ≤ 1.2×): ${result.pass ? 'pass' : 'FAIL'}. ` +
        `Median ns per hit: ${ns(small)} at 1,000 keys, ${ns(large)} at 1,000,000. Collections during the measured hits: ` +
        `${result.gcMsMedian.at1k.toFixed(1)} ms at 1,000 keys, ${result.gcMsMedian.at1M.toFixed(1)} ms at 1,000,000 (medians).`,
      '',
      `A bare Map in the same steady state: ${ns(at(1_000, 'mapNsPerOp'))} ns per operation at 1,000 keys, ` +
        `${ns(at(1_000_000, 'mapNsPerOp'))} at 1,000,000 (${mapRatio.toFixed(2)}×).`,
      '',
      `The hit's own work on its key (its text, then a look-up in an empty key table; same keys and lengths): ${ns(at(1_000, 'keyWorkNs'))} ns at 1,000 keys, ` +
        `${ns(at(1_000_000, 'keyWorkNs'))} at 1,000,000 (${result.keyWork.ratio.toFixed(2)}×).`,
      '',
      `The memory's floor, one dependent random read in a table of 16 bytes a key: ${ns(at(1_000, 'readNs'))} ns at ` +
        `1,000 keys (16 kB), ${ns(at(1_000_000, 'readNs'))} ns at 1,000,000 (16 MB). The million keys add ` +
        `${ns(large - small)} ns to a hit: ${missesAdded.toFixed(2)} such reads' worth.`,
      '',
      `Load average (1 min) during the runs ${result.load.min}–${result.load.max}; at the end ${result.load.atEnd.join(' ')}.`,
      '',
    ].join('\n'),
  );
  console.log(JSON.stringify({ nsPerHitAt1k: small, nsPerHitAt1M: large, ratio, ratios, bareMapRatio: mapRatio, pass: result.pass }));
  if (!result.pass) process.exitCode = 1;
}
