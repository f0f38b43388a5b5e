import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { type Db, createDatabase, ensureSchema, migrateToLatest } from '../../src/db/database.js';
import { ManualClock } from '../../src/platform/clock.js';
import { newId } from '../../src/platform/ids.js';
import { isLoopbackHost } from '../../src/platform/loopback.js';
import { hashToken } from '../../src/platform/crypto.js';
import { createUserSession, sessionCookie } from '../../src/platform/session.js';
import { templateSchemaToken } from './postgres-template.js';

/** Which databases the API suite runs on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const databases: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const consoleHeaders = { platformType: 'company', appCode: 'company', 'Access-Source': 'pc', 'Accept-Language': 'en' };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  config: Config;
  dataDir: string;
  /**
   * Operation protection: a protected act refused for want of a fresh second factor is
   * proved for its session and sent again, once — what the console's dialog does after asking — so
   * tests of other acts need not prove one each time. Tests of the protection itself turn it off.
   */
  proveOperations: boolean;
  close(): Promise<void>;
  /** A request with the console's headers; `cookie` signs it in. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: CallOptions,
  ): Promise<LightMyRequestResponse & { body: string; json: () => Envelope }>;
}

export interface CallOptions {
  body?: unknown;
  form?: Record<string, string>;
  cookie?: string;
  headers?: Record<string, string>;
  language?: 'en' | 'zh';
}

export interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * A SQLite file with every migration run, made once per test worker and copied for each app: running
 * the migrations took ~150 ms of every app's start, and hundreds of apps start per worker.
 * (PostgreSQL schemas are copied from the run's template instead: postgres-template.ts.)
 */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const database = { kind: 'sqlite' as const, file: path.join(dir, 'migrated.db') };
    const db = createDatabase(database);
    await migrateToLatest(db, database);
    // Everything into the main file, so the copy needs no -wal beside it.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    await db.destroy();
    return database.file;
  })();
  return sqliteTemplate;
}

/** Boots the real app on a fresh database: a temp SQLite file, or a new PostgreSQL schema. */
export async function startTestApp(
  kind: 'sqlite' | 'postgres' = 'sqlite',
  env: Record<string, string> = {},
  buildOptions: Pick<BuildOptions, 'extraRoutes'> & { onQuery?: (sql: string, parameters: readonly unknown[]) => void } = {},
): Promise<TestApp> {
  const { onQuery, ...appOptions } = buildOptions;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  // The outbox page is on as on a laptop (the server refuses it behind an address that is not this computer's).
  const laptop = !env.PUBLIC_URL || isLoopbackHost(new URL(env.PUBLIC_URL).hostname);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    OUTBOX_PAGE: laptop ? 'on' : 'off',
    ...env,
  });
  if (kind === 'postgres') config.database = { kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema };
  // A data folder handed in may hold a database already (the CLI's test): that one is used as it is.
  else if (config.database.kind === 'sqlite' && !fs.existsSync(config.database.file))
    fs.copyFileSync(await migratedSqliteFile(), config.database.file);
  const db = createDatabase(config.database, onQuery);
  if (kind === 'postgres') {
    const template = inject('postgresTemplate');
    // One multi-statement text: one round trip, one transaction; buildApp then finds every migration run.
    if (template) await sql.raw(template.replaceAll(templateSchemaToken, schema)).execute(db);
    else await ensureSchema(db, schema);
  }
  const clock = new ManualClock();
  const app = await buildApp(config, { clock, db, logger: false, ...appOptions });
  await app.ready();
  const call: TestApp['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...consoleHeaders, 'Accept-Language': options.language ?? 'en', ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    let res = await app.inject({ method, url, headers, payload });
    const token = /(?:^|;\s*)esign_session=([^;]+)/.exec(headers.cookie ?? '')?.[1];
    const opsToken = /(?:^|;\s*)esign_ops=([^;]+)/.exec(headers.cookie ?? '')?.[1];
    if (
      testApp.proveOperations &&
      (token || opsToken) &&
      res.statusCode === 403 &&
      (JSON.parse(res.body) as Envelope).code === operationRefused
    ) {
      if (token)
        await db.updateTable('sessions').set({ operation_proven_at: clock.now() }).where('token_hash', '=', hashToken(token)).execute();
      if (opsToken)
        await db
          .updateTable('operator_sessions')
          .set({ operation_proven_at: clock.now() })
          .where('token_hash', '=', hashToken(opsToken))
          .execute();
      res = await app.inject({ method, url, headers, payload });
    }
    return Object.assign(res, { json: () => JSON.parse(res.body) as Envelope });
  };
  const testApp: TestApp = {
    app,
    db,
    clock,
    config,
    dataDir,
    call,
    proveOperations: true,
    async close() {
      // The server checked its answers against the endpoint table (test mode): any mismatch fails the file.
      const violations = [...new Set(app.contractViolations)];
      await app.close();
      if (kind === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (violations.length) throw new Error(`answers that break the endpoint table:\n${violations.join('\n')}`);
    },
  };
  return testApp;
}

/** The envelope code of a protected act without a fresh second factor. */
const operationRefused = 1017030;

/**
 * Marks a session as having just proved a second factor, as the console's operation-protection dialog
 * would: for tests that send protected acts without `call` (raw injects, several app instances).
 */
export async function proveOperation(t: TestApp, cookie: string): Promise<void> {
  const token = /(?:^|;\s*)esign_session=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error('proveOperation: no session cookie');
  await t.db.updateTable('sessions').set({ operation_proven_at: t.clock.now() }).where('token_hash', '=', hashToken(token)).execute();
}

/** A person with a signed-in session, made directly in the database (accounts tests cover sign-in itself). */
export async function signedInUser(
  t: TestApp,
  name = `user${randomBytes(3).toString('hex')}`,
): Promise<{ userId: string; cookie: string }> {
  const now = t.clock.now();
  const userId = newId(now);
  await t.db
    .insertInto('users')
    .values({
      id: userId,
      account_name: name,
      email: `${name}@example.com`,
      phone: null,
      password_hash: null,
      nickname: null,
      language: 'en',
      real_name_status: 0,
      real_name_at: null,
      check_status: 0,
      status: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const { token } = await createUserSession(t, { userId, loginPath: 'password', ip: '127.0.0.1', userAgent: 'test' });
  return { userId, cookie: `${sessionCookie}=${token}` };
}

export function cookieFrom(res: LightMyRequestResponse, name: string): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in response`);
  return `${name}=${cookie.value}`;
}
