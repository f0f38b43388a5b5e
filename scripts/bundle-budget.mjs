// `npm run budget`: the JavaScript a browser really fetches for a page, gzipped, against a budget per
// page. Starts the built server (apps/server/dist/main.js) on a fresh DATA_DIR, loads each
// page in Chromium and counts every script requested until the network is idle — dynamic imports the
// page makes at once included, which a reading of the manifest misses — then prints, as a second
// column, the static-manifest figure (the entry plus the page's chunks and their static imports).
// The budget is on the browser's figure. A budgeted page missing from the build fails loudly.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import Database from 'better-sqlite3';
import { root } from './lib/build.mjs';

const kB = 1024;

/** Each budget: a page, how it is opened (signed in or not), and the sources of its static column. */
export const budgets = [
  { name: 'login page', url: '/login', signedIn: false, limit: 150 * kB, sources: ['src/features/auth/LoginPage.tsx'] },
  // The hosted signing page: a signer's link opens it on a phone; pdf.js loads only once the signer may read.
  {
    name: 'hosted signing page',
    url: '/signFlow',
    signedIn: false,
    limit: 200 * kB,
    sources: ['src/features/signFlows/hosted/HostedSigningPage.tsx'],
  },
  {
    name: 'signed-in shell (home)',
    url: '/dashboard/home',
    signedIn: true,
    limit: 350 * kB,
    // The frame, the shell and the home page are built into one chunk named 'shell' (apps/web/chunking.ts).
    sources: ['chunk:shell', '../../packages/phrases/src/zh/enterprise.ts', '../../packages/phrases/src/zh/dashboard.ts'],
  },
];

const dist = path.join(root, 'apps/web/dist');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const manifestFile = path.join(dist, '.vite/manifest.json');
for (const file of [manifestFile, serverEntry]) {
  if (!fs.existsSync(file)) {
    console.error(`${path.relative(root, file)} is missing. Build first: npm run build`);
    process.exit(1);
  }
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
/** A source's manifest key: a source file, or `chunk:<name>` for a chunk built from a group of modules. */
const keyOf = (source) =>
  source.startsWith('chunk:')
    ? Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === source.slice(6))
    : manifest[source] && source;

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzipCache.get(file);
}

/** The manifest's figure: the entry, the sources' chunks and their static imports, the larger core phrases. */
function staticFigure(sources) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  // Each language's core phrases are one chunk, `phrases-<language>` (apps/web/chunking.ts).
  const phraseChunks = Object.keys(manifest).filter(
    (key) => /phrases\/src\/(en|zh)\/core\.ts$/.test(manifest[key].src ?? '') || /^phrases-(en|zh)$/.test(manifest[key].name ?? ''),
  );
  const phraseChunk = phraseChunks.sort((a, b) => gzipSize(manifest[b].file) - gzipSize(manifest[a].file))[0];
  [entryKey, ...sources.map(keyOf), phraseChunk].filter(Boolean).forEach(visit);
  return [...seen]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSize(file), 0);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'WEB_DIST', 'OUTBOX_PAGE']) delete env[name];
  const server = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error('The server exited before it was ready.');
    try {
      if ((await fetch(`${url}/webgate/health`)).ok) return { url, server };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill('SIGKILL');
  throw new Error('The server did not become healthy in 30 s.');
}

/** A person with a live session, written into the server's database as the API tests do; answers the cookie's value. */
function signedInSession(dataDir) {
  const db = new Database(path.join(dataDir, 'console.db'));
  const now = Date.now();
  const userId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    `insert into users (id, account_name, email, language, real_name_status, check_status, status, created_at, updated_at)
     values (?, ?, ?, 'zh', 0, 0, 1, ?, ?)`,
  ).run(userId, 'budget', 'budget@example.com', now, now);
  db.prepare(
    `insert into sessions (id, token_hash, user_id, login_path, created_at, last_seen_at, absolute_expires_at, ip, user_agent)
     values (?, ?, ?, 'password', ?, ?, ?, '127.0.0.1', 'budget')`,
  ).run(randomUUID(), createHash('sha256').update(token).digest('hex'), userId, now, now, now + 3_600_000);
  db.close();
  return token;
}

/** Every script the page requests until the network is idle: its file, gzip size and bytes on the wire. */
async function scriptsOf(browser, baseUrl, budget, token) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  // The larger language (zh) is the one budgeted.
  await context.addInitScript(() => localStorage.setItem('console.language', 'zh'));
  if (token) await context.addCookies([{ name: 'esign_session', value: token, url: baseUrl }]);
  const page = await context.newPage();
  const scripts = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const file = new URL(request.url()).pathname.slice(1);
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    scripts.push({
      file,
      wire: sizes.responseBodySize,
      size: fs.existsSync(path.join(dist, file)) ? gzipSize(file) : sizes.responseBodySize,
    });
  });
  await page.goto(baseUrl + budget.url, { waitUntil: 'networkidle' });
  // "Network idle" is 500 ms without a request: with the entry's imports preloaded, a busy main thread
  // evaluating them can be that quiet before the page asks for its next chunks. So the page must have
  // drawn something, and then 1.5 s pass with no new request.
  await page.waitForSelector('#root > *');
  for (let seen = -1; seen !== requests;) {
    seen = requests;
    await page.waitForTimeout(1500);
  }
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (landed !== budget.url) throw new Error(`${budget.name}: ${budget.url} ended at ${landed}, so it was not measured.`);
  return scripts.sort((a, b) => b.size - a.size);
}

const format = (bytes) => `${(bytes / kB).toFixed(1).padStart(7)} kB`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-budget-'));
const { url, server } = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
let failed = false;
try {
  const token = signedInSession(dataDir);
  for (const budget of budgets) {
    const missing = budget.sources.filter((source) => !keyOf(source));
    if (missing.length) {
      console.log(`\n✗ ${budget.name}: ${missing.join(', ')} not in the build, so the budget cannot be measured.`);
      failed = true;
      continue;
    }
    const scripts = await scriptsOf(browser, url, budget, budget.signedIn ? token : null);
    const total = scripts.reduce((sum, s) => sum + s.size, 0);
    const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
    const over = total > budget.limit;
    failed ||= over;
    console.log(
      `\n${over ? '✗' : '✓'} ${budget.name} (${budget.url}): ${format(total).trim()} gzipped of ${format(budget.limit).trim()} ` +
        `(${((total / budget.limit) * 100).toFixed(0)}%) in ${scripts.length} scripts; ${format(wire).trim()} on the wire (Brotli); ` +
        `static manifest ${format(staticFigure(budget.sources)).trim()}`,
    );
    for (const s of scripts) console.log(`  ${format(s.size)}  ${s.file}`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (failed) {
  console.error('\nBundle budget exceeded or not measurable. See which chunks are largest above.');
  process.exit(1);
}
