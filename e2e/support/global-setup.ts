import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');
const artifacts = path.join(repo, 'e2e/artifacts');
const serverEntry = path.join(repo, 'apps/server/dist/main.js');
const consoleIndex = path.join(repo, 'apps/web/dist/index.html');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(url: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let exited = false;
  server.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const res = await fetch(`${url}/webgate/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
  throw new Error(`The server did not become healthy at ${url} (${exited ? 'it exited' : 'timed out'}). Last lines of ${logFile}:\n${log}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * Starts the built server in test mode on a free port with a fresh DATA_DIR, publishes where it is
 * (E2E_BASE_URL, E2E_DATA_DIR: the workers inherit them), and returns the teardown. When both are
 * already set, the tests run against that server instead.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL && process.env.E2E_DATA_DIR) return undefined;
  for (const file of [serverEntry, consoleIndex]) {
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(repo, file)} is missing: run the e2e suite with \`npm run test:e2e\`, which builds first.`);
  }
  fs.mkdirSync(artifacts, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(artifacts, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    // Only the journeys reach this loopback server; trusting X-Forwarded-For lets a journey act from a
    // client address of its own, so per-IP send budgets (30 an hour) are not shared by the whole suite.
    TRUST_PROXY: 'true',
    // The journeys open the outbox page; it answers loopback clients, which the browser here is.
    OUTBOX_PAGE: 'on',
  };
  // The journeys read mail and SMS from the outbox and run on the embedded database.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET', 'FIELD_ENCRYPTION_KEY', 'WEB_DIST'])
    delete env[name];
  const server = spawn(process.execPath, [serverEntry], { cwd: repo, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  try {
    await waitUntilHealthy(baseURL, server, logFile);
  } catch (error) {
    await stop(server);
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  console.log(`e2e server at ${baseURL}, DATA_DIR ${dataDir}, log ${path.relative(repo, logFile)}`);
  return async () => {
    await stop(server);
    if (process.env.E2E_KEEP_DATA) console.log(`e2e DATA_DIR kept at ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
