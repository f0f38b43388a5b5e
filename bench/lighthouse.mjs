// `node bench/lighthouse.mjs` (after `npm run build`): Lighthouse's mobile performance run (its default
// profile: a mid-range phone, slow 4G, 4× CPU slowdown) of the sign-in page and of the signed-in home,
// against the built server on a fresh DATA_DIR, in Debian's Chromium. Lighthouse is not a dependency of
// the product (it brings ~100 packages): the bench runs it through `npx lighthouse@<version>`, or from
// LIGHTHOUSE_BIN when set. Each page runs LIGHTHOUSE_RUNS times (3); the median of each metric is
// printed and written to bench/results/<date>-lighthouse.{json,md}. A measurement, never a test.
import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { root } from '../scripts/lib/build.mjs';

const run = promisify(execFile);
const lighthouseVersion = '13.5.0';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// SERVER_ENTRY and WEB_DIST measure a copy of a build (a before/after pair) while the tree is rebuilt.
const serverEntry = process.env.SERVER_ENTRY ?? path.join(root, 'apps/server/dist/main.js');
const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

// LIGHTHOUSE_PAGES=/dashboard/home measures only the pages whose paths are listed (comma-separated).
const pages = [
  { name: 'sign-in page', path: '/login', signedIn: false },
  { name: 'signed-in home', path: '/dashboard/home', signedIn: true },
  // The hosted signing page a signer's link opens (signed out; without a link it shows its own page).
  { name: 'hosted signing page', path: '/signFlow', signedIn: false },
].filter((page) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(page.path));
const metrics = [
  ['performance', (r) => Math.round(r.categories.performance.score * 100), ''],
  ['FCP', (r) => r.audits['first-contentful-paint'].numericValue, 'ms'],
  ['LCP', (r) => r.audits['largest-contentful-paint'].numericValue, 'ms'],
  ['TBT', (r) => r.audits['total-blocking-time'].numericValue, 'ms'],
  ['CLS', (r) => r.audits['cumulative-layout-shift'].numericValue, ''],
  ['Speed Index', (r) => r.audits['speed-index'].numericValue, 'ms'],
  ['requests', (r) => r.audits['network-requests'].details.items.length, ''],
  ['bytes', (r) => r.audits['total-byte-weight'].numericValue, 'B'],
];

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
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir };
  env.LOG_LEVEL = 'warn';
  env.WEB_DIST = webDist;
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'OUTBOX_PAGE']) delete env[name];
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

/** A person with a live session, written into the database as `npm run budget` does; answers the cookie's value. */
function signedInSession(dataDir) {
  const db = new Database(path.join(dataDir, 'console.db'));
  const now = Date.now();
  const userId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    `insert into users (id, account_name, email, language, real_name_status, check_status, status, created_at, updated_at)
     values (?, ?, ?, 'zh', 0, 0, 1, ?, ?)`,
  ).run(userId, 'lighthouse', 'lighthouse@example.com', now, now);
  db.prepare(
    `insert into sessions (id, token_hash, user_id, login_path, created_at, last_seen_at, absolute_expires_at, ip, user_agent)
     values (?, ?, ?, 'password', ?, ?, ?, '127.0.0.1', 'lighthouse')`,
  ).run(randomUUID(), createHash('sha256').update(token).digest('hex'), userId, now, now, now + 24 * 3_600_000);
  db.close();
  return token;
}

async function lighthouse(url, cookie, out) {
  const flags = [
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: `esign_session=${cookie}` })}`] : []),
  ];
  const [command, args] = process.env.LIGHTHOUSE_BIN
    ? [process.env.LIGHTHOUSE_BIN, flags]
    : ['npx', ['--yes', `lighthouse@${lighthouseVersion}`, ...flags]];
  await run(command, args, { env: { ...process.env, CHROME_PATH: chromium }, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-lighthouse-'));
const { url, server } = await startServer(dataDir);
const results = [];
try {
  const token = signedInSession(dataDir);
  for (const page of pages) {
    const reports = [];
    for (let i = 0; i < runs; i += 1) {
      const report = await lighthouse(url + page.path, page.signedIn ? token : null, path.join(dataDir, `lh-${i}.json`));
      const landed = new URL(report.finalDisplayedUrl).pathname;
      if (landed !== page.path) throw new Error(`${page.name}: ${page.path} ended at ${landed}, so it was not measured.`);
      reports.push(report);
      // LIGHTHOUSE_REPORTS=<dir> keeps each run's whole report (its audits say what the score is made of).
      if (process.env.LIGHTHOUSE_REPORTS) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        fs.copyFileSync(
          path.join(dataDir, `lh-${i}.json`),
          path.join(process.env.LIGHTHOUSE_REPORTS, `${page.path.replace(/\W+/g, '_')}-${i}.json`),
        );
      }
    }
    const row = { page: page.name, path: page.path, runs };
    for (const [name, read, unit] of metrics) {
      const values = reports.map(read);
      row[name] = { median: median(values), all: values, unit };
    }
    results.push(row);
    console.log(`\n${page.name} (${page.path}), median of ${runs}:`);
    for (const [name, , unit] of metrics)
      console.log(
        `  ${name.padEnd(12)} ${String(Math.round(row[name].median * 1000) / 1000).padStart(9)} ${unit}  (${row[name].all.map((v) => Math.round(v * 1000) / 1000).join(', ')})`,
      );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const stamp = new Date().toISOString().replace(/:/g, '-').slice(0, 19);
const dir = path.join(root, 'bench/results');
fs.mkdirSync(dir, { recursive: true });
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg(), lighthouse: lighthouseVersion };
fs.writeFileSync(path.join(dir, `${stamp}-lighthouse.json`), JSON.stringify({ machine, results }, null, 2));
const md = [
  `# Lighthouse mobile, ${stamp}`,
  '',
  `Machine: ${machine.cpus} × ${machine.model}, load average ${machine.loadavg.map((l) => l.toFixed(1)).join(' / ')}; Lighthouse ${lighthouseVersion}, median of ${runs}.`,
  '',
  `| page | ${metrics.map(([name, , unit]) => (unit ? `${name} (${unit})` : name)).join(' | ')} |`,
  `| --- | ${metrics.map(() => '---').join(' | ')} |`,
  ...results.map((r) => `| ${r.page} | ${metrics.map(([name]) => Math.round(r[name].median * 1000) / 1000).join(' | ')} |`),
  '',
];
fs.writeFileSync(path.join(dir, `${stamp}-lighthouse.md`), md.join('\n'));
