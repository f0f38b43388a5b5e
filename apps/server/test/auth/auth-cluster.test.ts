import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { recipientHash } from '../../src/platform/codes.js';
import { solveWork } from '../support/auth-helpers.js';
import { consoleHeaders } from '../support/harness.js';

/**
 * Two real server processes on one PostgreSQL schema and one Redis: a lockout earned on one holds
 * on the other, and so do the send limits. Runs when TEST_DATABASE_URL is set (CI sets it).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const repo = path.resolve(import.meta.dirname, '../../../..');

interface Server {
  url: string;
  process: ChildProcess;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { url, process: child };
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

describe.runIf(databaseUrl)('accounts across two server processes (PostgreSQL + Redis)', () => {
  const schema = `c_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'console-cluster-'));
  const ip = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  // Made in beforeAll: without TEST_DATABASE_URL the suite is skipped and touches neither.
  let admin: pg.Client;
  let redis: Redis;
  let a: Server | undefined;
  let b: Server | undefined;
  const touched: string[] = [ip];
  const fieldKey = randomBytes(32).toString('hex');
  /** Send counters are keyed by the recipient's keyed hash; remember them to clean up. */
  const recipient = (to: string) => {
    touched.push(recipientHash({ config: { fieldEncryptionKey: fieldKey, dataDir } as Config }, to));
    return to;
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    redis = new Redis(redisUrl);
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      FIELD_ENCRYPTION_KEY: fieldKey,
      WEB_DIST: path.join(dataDir, 'no-web'),
    };
    // One after the other: the second finds the migrations done.
    a = await startServer(env);
    b = await startServer(env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    // Only this test's own keys: every one names its IP or person.
    for (const marker of touched) {
      const keys = await redis.keys(`*${marker}*`);
      if (keys.length) await redis.del(...keys);
    }
    redis.disconnect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const call = async (server: Server | undefined, method: 'GET' | 'POST', url: string, body?: unknown, token?: string, pow?: string) => {
    const res = await fetch(`${server!.url}/webgate${url}`, {
      method,
      headers: {
        ...consoleHeaders,
        'x-forwarded-for': ip,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { token } : {}),
        ...(pow ? { pow } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as { code: number; msg: string; data: any } };
  };
  /** A captcha from one process, solved on another (its proof of work too): they share it through the database. */
  const withCaptcha = async (from: Server | undefined, to: Server | undefined, url: string, body: Record<string, unknown>) => {
    const challenge = (await call(from, 'GET', '/base/captcha')).body.data;
    const { answer } = (await call(from, 'GET', `/base/captcha/testAnswer?token=${challenge.token}`)).body.data;
    return call(to, 'POST', url, { ...body, captcha: answer }, challenge.token, solveWork(challenge.token, challenge.workBits));
  };
  const lastCode = (to: string) => {
    const dir = path.join(dataDir, 'outbox', to.includes('@') ? 'mail' : 'sms');
    const files = fs.readdirSync(dir).sort().reverse();
    for (const f of files) {
      const m = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      if (m.to === to) return /\b(\d{6})\b/.exec(m.text)![1]!;
    }
    throw new Error(`no message to ${to}`);
  };

  it('registers across the two, then a lockout earned on both holds on both', async () => {
    const email = recipient(`c${randomBytes(4).toString('hex')}@example.com`);
    const phone = recipient(`139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    const userName = `c${randomBytes(4).toString('hex')}`;
    expect((await withCaptcha(a, b, '/base/user/register/emailCode', { email, agree: true })).body.code).toBe(0);
    const { ticket } = (await call(a, 'POST', '/base/user/register/verifyEmail', { email, code: lastCode(email) })).body.data;
    expect((await withCaptcha(b, a, '/base/user/register/smsCode', { ticket, phone })).body.code).toBe(0);
    const done = await call(b, 'POST', '/base/user/register', {
      ticket,
      userName,
      phone,
      code: lastCode(phone),
      password: 'secret9x7',
      confirmPassword: 'secret9x7',
      agree: true,
    });
    expect(done.body.code).toBe(0);
    touched.push(done.body.data.userId);

    for (const server of [a, b, a, b])
      expect((await withCaptcha(server, server, '/user/login', { userName, password: 'wrong-pass1' })).body.code).toBe(1002006);
    const fifth = await withCaptcha(a, a, '/user/login', { userName, password: 'wrong-pass1' });
    expect(fifth.body.code).toBe(1002005);
    const onOther = await withCaptcha(b, b, '/user/login', { userName, password: 'secret9x7' });
    expect(onOther.status).toBe(429);
    expect(onOther.body.code).toBe(1002005);
    expect(Number(onOther.headers.get('retry-after'))).toBeGreaterThan(800);
  }, 60_000);

  it('keeps the send limits across the two: 60 s per recipient, and the per-IP cap', async () => {
    const phone = recipient(`137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    expect((await withCaptcha(a, a, '/base/user/smsCode/login', { phone })).body.code).toBe(0);
    const again = await withCaptcha(b, b, '/base/user/smsCode/login', { phone });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(1002007);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);

    // The per-IP budget (30 an hour) is counted in Redis: sends spread over both run it out together.
    let last;
    for (let i = 0; i < 30; i++) {
      const server = i % 2 ? a : b;
      last = await withCaptcha(server, server, '/base/user/smsCode/login', {
        phone: recipient(`136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`),
      });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(last!.body.code).toBe(1000429);
  }, 60_000);
});
