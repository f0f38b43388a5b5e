import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type Config, loadConfig } from '../apps/server/src/config.js';
import { type Db, createDatabase, ensureSchema, migrateToLatest } from '../apps/server/src/db/database.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import type { Deps } from '../apps/server/src/platform/context.js';
import { type FieldCipher, createFieldCipher, loadFieldKey } from '../apps/server/src/platform/crypto.js';
import { createFileStore } from '../apps/server/src/platform/file-store.js';
import { createMemoryLimiter } from '../apps/server/src/platform/limiter.js';
import { withProviders } from '../apps/server/src/providers/providers.js';

/**
 * What the benches of the built server share (bulk-send, batch-signing, sign-flows and signing start
 * it whole; run.ts takes the database and starts its own servers): a fresh data folder and field key,
 * the database migrated (SQLite in the folder, or `DATABASE_URL`'s PostgreSQL in a schema of its own,
 * with Redis), the bench's own `Deps` over it to write fixtures, the built server in its own process on
 * a free loopback port, and the write-up of results.
 */

export const root = path.resolve(import.meta.dirname, '..');

export interface BenchDatabase {
  deps: Deps;
  db: Db;
  dataDir: string;
  /** The environment a server over this database starts with (PORT and PUBLIC_URL apart). */
  serverEnv: Record<string, string>;
  database: 'sqlite' | 'postgresql';
  /** Drops the PostgreSQL schema, closes the database. */
  close(): Promise<void>;
}

export interface BenchServer extends BenchDatabase {
  appUrl: string;
  server: ChildProcess;
  /** Stops the server, drops the PostgreSQL schema, closes the database. */
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The built server's entry: `entry`, else `BENCH_SERVER_ENTRY`, else apps/server/dist/main.js; the bench stops when it is missing. */
export function serverEntryOf(entry?: string): string {
  const serverEntry = entry ?? process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(serverEntry)) {
    console.error(`${serverEntry} is missing: npm run build -w apps/server first (the bench measures the built server).`);
    process.exit(1);
  }
  return serverEntry;
}

/** The bench's own `Deps` over `db`: the system clock, a limiter in memory, the files of `config`, the providers built once. */
export function benchDeps(db: Db, config: Config, cipher: FieldCipher): Deps {
  return withProviders({ db, config, clock: systemClock, limiter: createMemoryLimiter(), cipher, files: createFileStore(config.files) });
}

/**
 * For the benches that run the server's code in their own process (callbacks, timestamps): the database
 * of `config`, or BENCH_DATABASE_URL's PostgreSQL in `schema` when set, migrated, and `Deps` over it
 * with the data folder's field key.
 */
export async function inProcessDeps(config: Config, schema: string): Promise<Deps> {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) config.database = { kind: 'postgres', url: pgUrl, schema };
  const db = createDatabase(config.database);
  if (pgUrl) await ensureSchema(db, schema);
  await migrateToLatest(db, config.database);
  return benchDeps(db, config, createFieldCipher(loadFieldKey(config.fieldEncryptionKey, config.dataDir)));
}

/** The built server's environment over `dataDir` with `fieldKey`: production, logs at warn, loopback, no web build. */
export function productionEnv(dataDir: string, fieldKey: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    FIELD_ENCRYPTION_KEY: fieldKey,
    WEB_DIST: path.join(dataDir, 'no-web'),
    // The benches measure the server's work, not the per-application rate limit.
    OPEN_API_RATE_PER_SECOND: '1000000',
  };
}

/** A data folder `console-<name>-…`, the database migrated, and `Deps` over it; `env` adds to the server's environment. */
export async function openBenchDatabase(name: string, env: Record<string, string> = {}): Promise<BenchDatabase> {
  const postgresUrl = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `console-${name}-`));
  const fieldKey = randomBytes(32).toString('hex');
  const schema = `bench_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const serverEnv = { ...productionEnv(dataDir, fieldKey), ...env };
  if (postgresUrl) {
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    serverEnv.DATABASE_URL = url.toString();
    // Production on PostgreSQL refuses to start without Redis (limits and nonces shared between processes).
    serverEnv.REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  }
  const config = loadConfig({ ...serverEnv, PORT: '0' });
  if (postgresUrl) config.database = { kind: 'postgres', url: postgresUrl, schema };
  const db = createDatabase(config.database);
  if (postgresUrl) await ensureSchema(db, schema);
  await migrateToLatest(db, config.database);
  const deps = benchDeps(db, config, createFieldCipher(fieldKey));
  return {
    deps,
    db,
    dataDir,
    serverEnv,
    database: postgresUrl ? 'postgresql' : 'sqlite',
    async close() {
      if (postgresUrl) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    },
  };
}

/**
 * The built server (`entry`, see serverEntryOf) in its own process on `port` (a free one unless named)
 * with `serverEnv`, `serverArgs` node options (else `BENCH_SERVER_ARGS`, e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof`: NODE_OPTIONS refuses --cpu-prof), stopped when the bench exits; answers
 * once it is healthy (up to 2 minutes: the CA's keys are made at the first start).
 */
export async function spawnBenchServer(
  serverEnv: Record<string, string>,
  options: { entry?: string; serverArgs?: string[]; port?: number } = {},
): Promise<{ server: ChildProcess; appUrl: string }> {
  const serverEntry = serverEntryOf(options.entry);
  const port = options.port ?? (await freePort());
  const appUrl = `http://127.0.0.1:${port}`;
  const serverArgs = options.serverArgs ?? (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...serverArgs, serverEntry], {
    cwd: root,
    env: { ...process.env, ...serverEnv, PORT: String(port), PUBLIC_URL: appUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Whatever stops the bench (a refused check included) stops the server with it.
  process.on('exit', () => server.kill('SIGTERM'));
  for (let ready = false, deadline = Date.now() + 120_000; !ready;) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the built server did not become healthy');
    ready = await fetch(`${appUrl}/webgate/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 100));
  }
  return { server, appUrl };
}

/** The database (openBenchDatabase) and the built server over it (spawnBenchServer). */
export async function startBenchServer(
  name: string,
  options: { env?: Record<string, string>; entry?: string; serverArgs?: string[] } = {},
): Promise<BenchServer> {
  serverEntryOf(options.entry);
  const database = await openBenchDatabase(name, options.env);
  const { server, appUrl } = await spawnBenchServer(database.serverEnv, options);
  return {
    ...database,
    appUrl,
    server,
    async close() {
      server.kill('SIGTERM');
      await database.close();
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
