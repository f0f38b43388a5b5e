import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.js';
import { type Db, createDatabase, ensureSchema, migrateToLatest } from '../apps/server/src/db/database.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import type { Deps } from '../apps/server/src/platform/context.js';
import { createFieldCipher } from '../apps/server/src/platform/crypto.js';
import { createFileStore } from '../apps/server/src/platform/file-store.js';
import { createMemoryLimiter } from '../apps/server/src/platform/limiter.js';
import { withProviders } from '../apps/server/src/providers/providers.js';

/**
 * What the benches of the built server share (bulk-send first; batch-signing, sign-flows and signing
 * repeat it inline and can move onto it): a fresh data folder and field key, the database migrated
 * (SQLite in the folder, or `DATABASE_URL`'s PostgreSQL in a schema of its own, with Redis), the
 * bench's own `Deps` over it to write fixtures, the built server in its own process on a free
 * loopback port, and the write-up of results.
 */

export const root = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  deps: Deps;
  db: Db;
  dataDir: string;
  appUrl: string;
  server: ChildProcess;
  database: 'sqlite' | 'postgresql';
  /** Stops the server, drops the PostgreSQL schema, closes the database. */
  close(): Promise<void>;
}

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

/** The database and the built server (`BENCH_SERVER_ENTRY` or apps/server/dist/main.js; `BENCH_SERVER_ARGS` node options). */
export async function startBenchServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const serverEntry = process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(serverEntry)) {
    console.error(`${serverEntry} is missing: npm run build -w apps/server first (the bench measures the built server).`);
    process.exit(1);
  }
  const postgresUrl = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `console-${name}-`));
  const fieldKey = randomBytes(32).toString('hex');
  const schema = `bench_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const serverEnv: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    FIELD_ENCRYPTION_KEY: fieldKey,
    WEB_DIST: path.join(dataDir, 'no-web'),
    OPEN_API_RATE_PER_SECOND: '1000000',
    ...env,
  };
  if (postgresUrl) {
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    serverEnv.DATABASE_URL = url.toString();
    serverEnv.REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  }
  const config = loadConfig({ ...serverEnv, PORT: '0' });
  if (postgresUrl) config.database = { kind: 'postgres', url: postgresUrl, schema };
  const db = createDatabase(config.database);
  if (postgresUrl) await ensureSchema(db, schema);
  await migrateToLatest(db, config.database);
  const deps: Deps = withProviders({
    db,
    config,
    clock: systemClock,
    limiter: createMemoryLimiter(),
    cipher: createFieldCipher(fieldKey),
    files: createFileStore(config.files),
  });
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...serverArgs, serverEntry], {
    cwd: root,
    env: { ...process.env, ...serverEnv, PORT: String(port), PUBLIC_URL: appUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => server.kill('SIGTERM'));
  for (let i = 0; ; i++) {
    if (i > 300) throw new Error('the server did not start');
    const up = await fetch(`${appUrl}/webgate/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    deps,
    db,
    dataDir,
    appUrl,
    server,
    database: postgresUrl ? 'postgresql' : 'sqlite',
    async close() {
      server.kill('SIGTERM');
      if (postgresUrl) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    },
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** The p-th percentile (0–100) of latencies, nearest rank. */
export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
};

/** Writes bench/results/<date>T<time>-<name>-<db>.{json,md} and prints the markdown. */
export function writeResults(name: string, database: string, results: unknown, md: string): void {
  const base = path.join(root, 'bench/results', `${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}-${name}-${database}`);
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(`${base}.md`, md);
  console.log(md);
}
