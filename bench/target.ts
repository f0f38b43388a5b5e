/**
 * The servers under load, in their own process so the load generator does not share their event
 * loop: a bare Fastify and the real app (SQLite in a temp DATA_DIR, production mode, warn-level
 * logs). Prepares every scenario, reports the requests to the parent over IPC, then waits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type BenchRequest, scenarios } from './scenarios.js';

export interface TargetReady {
  urls: Record<'bare' | 'app', string>;
  requests: Record<string, BenchRequest>;
}

const only = new Set(process.argv.slice(2));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ code: 0, msg: 'Success', data: { ok: true } }));

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  WEB_DIST: path.join(dataDir, 'no-web'),
});
const app = await buildApp(config);

const urls = {
  bare: await bare.listen({ port: 0, host: '127.0.0.1' }),
  app: await app.listen({ port: 0, host: '127.0.0.1' }),
};
const requests: Record<string, BenchRequest> = {};
for (const scenario of scenarios) {
  if (only.size && !only.has(scenario.name) && scenario.name !== 'bare') continue;
  requests[scenario.name] = await scenario.prepare(app);
}

const shutdown = async () => {
  await Promise.allSettled([bare.close(), app.close()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('disconnect', () => void shutdown());
process.send!({ urls, requests } satisfies TargetReady);
