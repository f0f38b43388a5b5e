// `npm run budget`: the JavaScript a browser must fetch before a route can render, gzipped, against
// a budget per route. Reads the Vite manifest of the built console (npm run build -w apps/web).
// A budgeted page that is missing from the manifest fails loudly rather than passing by omission.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib/build.mjs';

const kB = 1024;

/** Each budget: the entry plus these sources' chunks, with every chunk they import statically. */
export const budgets = [
  { name: 'login route', limit: 150 * kB, sources: ['src/features/auth/LoginPage.tsx'] },
  // The shell renders inside AntdFrame with the namespaces it and the home page load (zh's are the larger).
  {
    name: 'signed-in shell',
    limit: 350 * kB,
    sources: [
      'src/app/AntdFrame.tsx',
      'src/app/shell/Shell.tsx',
      'src/features/dashboard/HomePage.tsx',
      '../../packages/phrases/src/zh/enterprise.ts',
      '../../packages/phrases/src/zh/dashboard.ts',
    ],
  },
];

const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No Vite manifest at ${manifestFile}. Build the console first: npm run build -w apps/web`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error(`The manifest ${manifestFile} names no entry chunk.`);
  process.exit(1);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzipCache.get(file);
}

/** The manifest keys a route needs up front: the keys given and their static imports, transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

// The console loads one language's core phrases before its first render (apps/web/src/app/i18n.ts),
// as a chunk of its own: count the larger of the two, so the budget holds for an en and a zh visitor.
const phraseChunks = Object.keys(manifest).filter((key) => /phrases\/src\/(en|zh)\/core\.ts$/.test(manifest[key].src ?? ''));
if (phraseChunks.length !== 2) {
  console.error(`Expected one core phrase chunk per language (en, zh) in the manifest, found ${phraseChunks.length}.`);
  process.exit(1);
}
const phraseChunk = phraseChunks.sort((a, b) => gzipSize(manifest[b].file) - gzipSize(manifest[a].file))[0];

const format = (bytes) => `${(bytes / kB).toFixed(1).padStart(7)} kB`;
let failed = false;

for (const budget of budgets) {
  const missing = budget.sources.filter((source) => !manifest[source]);
  if (missing.length) {
    console.log(
      `\n✗ ${budget.name}: ${missing.join(', ')} not in the build (no such page, or nothing imports it), so the budget cannot be measured.`,
    );
    failed = true;
    continue;
  }
  const files = staticClosure([entryKey, ...budget.sources, phraseChunk])
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, size: gzipSize(file) }))
    .sort((a, b) => b.size - a.size);
  const total = files.reduce((sum, f) => sum + f.size, 0);
  const over = total > budget.limit;
  failed ||= over;
  console.log(
    `\n${over ? '✗' : '✓'} ${budget.name}: ${format(total).trim()} gzipped of ${format(budget.limit).trim()} (${((total / budget.limit) * 100).toFixed(0)}%)`,
  );
  for (const f of files) console.log(`  ${format(f.size)}  ${f.file}`);
}

if (failed) {
  console.error('\nBundle budget exceeded or not measurable. See which chunks are largest above.');
  process.exit(1);
}
