/**
 * `node --import tsx bench/seals.ts`: how long generating a seal image takes (budget: 50 ms median),
 * in process, the way the server does it — layout, glyph outlines, SVG, rasterized to a transparent
 * PNG at 300 dpi. Each kind is drawn BENCH_SEAL_RUNS (100) times after one unrecorded draw (the font
 * is opened once per process), with a name that changes every run so nothing is drawn from a cache
 * of whole seals; glyph outlines are cached per character, as in the server. Results:
 * bench/results/<timestamp>-seals.{json,md}.
 */
import fs from 'node:fs';
import os from 'node:os';
import { renderEnterpriseSeal, renderNameSeal } from '../apps/server/src/features/seals/render/index.js';

const runs = Number(process.env.BENCH_SEAL_RUNS ?? 100);
const suffixes = '一二三四五六七八九十';
const cases: [string, (i: number) => unknown][] = [
  [
    'official 42 mm, 12 characters + code',
    (i) =>
      renderEnterpriseSeal({ kind: 'official', sizeMm: 42, name: `杭州示例网络科技有限公司${suffixes[i % 10]}`, code: '3301060012345' }),
  ],
  [
    'contract 40 mm, 30 characters',
    (i) =>
      renderEnterpriseSeal({
        kind: 'contract',
        sizeMm: 40,
        name: `中国示例工程开发总公司北京国际贸易与技术合作有限责任公司第${suffixes[i % 10]}分公司`,
      }),
  ],
  [
    'invoice 40 mm oval',
    (i) =>
      renderEnterpriseSeal({
        kind: 'invoice',
        sizeMm: 40,
        name: `上海示例贸易有限公司${suffixes[i % 10]}`,
        taxNumber: '91310000MA1FL4XX2K',
      }),
  ],
  ['name seal, square', (i) => renderNameSeal({ style: 'square', name: `张${suffixes[i % 10]}` })],
];

const results = cases.map(([label, draw]) => {
  draw(-1);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    draw(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { label, medianMs: at(0.5), p90Ms: at(0.9), maxMs: times[times.length - 1]! };
});

const stamp = new Date().toISOString().replace(/:/g, '-').slice(0, 19);
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, load: os.loadavg() };
const md = [
  `# Seal generation (in process, one at a time; budget 50 ms median)`,
  '',
  `${stamp}; ${machine.cpus} cores (${machine.model}), load ${machine.load.map((l) => l.toFixed(1)).join(' ')}; ${runs} runs each`,
  '',
  '| seal | median ms | p90 ms | max ms | within budget |',
  '| --- | ---: | ---: | ---: | --- |',
  ...results.map(
    (r) => `| ${r.label} | ${r.medianMs.toFixed(1)} | ${r.p90Ms.toFixed(1)} | ${r.maxMs.toFixed(1)} | ${r.medianMs <= 50 ? 'yes' : 'NO'} |`,
  ),
  '',
].join('\n');
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(`bench/results/${stamp}-seals.md`, md);
fs.writeFileSync(`bench/results/${stamp}-seals.json`, JSON.stringify({ runs, machine, results }, null, 2));
console.log(md);
