import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The ConfigError a bad environment raises; fails the test when the environment is accepted. */
function rejection(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  const config = loadConfig({});

  it('listens on 8080 on every interface', () => {
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('keeps data in ./data, resolved to an absolute path', () => {
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('uses SQLite inside the data folder when DATABASE_URL is absent', () => {
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(path.resolve('./data'), 'console.db') });
  });

  it('is not in test mode and has no SMS webhook, Redis or configured field key', () => {
    expect(config.testMode).toBe(false);
    expect(config.smsWebhook).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.fieldEncryptionKey).toBeUndefined();
  });

  it('treats an empty variable as absent', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, database: { kind: 'sqlite' } });
  });
});

describe('loadConfig from the environment', () => {
  it('uses PostgreSQL when DATABASE_URL is postgres:// or postgresql://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/console' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/console',
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@db/console' }).database.kind).toBe('postgres');
  });

  it('reads PORT and DATA_DIR, and derives the public URL from the port', () => {
    const config = loadConfig({ PORT: '9090', DATA_DIR: '/tmp/console-data' });
    expect(config.port).toBe(9090);
    expect(config.dataDir).toBe('/tmp/console-data');
    expect(config.database).toEqual({ kind: 'sqlite', file: '/tmp/console-data/console.db' });
    expect(config.publicUrl).toBe('http://localhost:9090');
  });

  it('drops a trailing slash of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.com/' }).publicUrl).toBe('https://console.example.com');
  });

  it('pairs the SMS webhook with its secret', () => {
    const config = loadConfig({ SMS_WEBHOOK_URL: 'https://sms.example.com/send', SMS_WEBHOOK_SECRET: 'a-secret-of-16-chars' });
    expect(config.smsWebhook).toEqual({ url: 'https://sms.example.com/send', secret: 'a-secret-of-16-chars' });
  });

  it('uses the sandbox identity provider unless told otherwise', () => {
    expect(loadConfig({}).identity).toEqual({ kind: 'sandbox' });
    expect(loadConfig({ IDENTITY_PROVIDER: 'sandbox', IDENTITY_HTTP_URL: 'https://idv.example.com' }).identity).toEqual({
      kind: 'sandbox',
    });
  });

  it('reads the HTTP identity vendor with its secret, without a trailing slash', () => {
    const config = loadConfig({
      IDENTITY_PROVIDER: 'http',
      IDENTITY_HTTP_URL: 'https://idv.example.com/v1/',
      IDENTITY_HTTP_SECRET: 'a-secret-of-16-chars',
    });
    expect(config.identity).toEqual({ kind: 'http', url: 'https://idv.example.com/v1', secret: 'a-secret-of-16-chars' });
  });

  it('turns test mode on only for NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).testMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).testMode).toBe(false);
  });
});

describe('loadConfig refuses a bad environment, naming the variable', () => {
  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['REDIS_URL', { REDIS_URL: 'http://cache' }],
    ['FIELD_ENCRYPTION_KEY', { FIELD_ENCRYPTION_KEY: 'abc' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['IDENTITY_PROVIDER', { IDENTITY_PROVIDER: 'vendor' }],
    ['IDENTITY_HTTP_URL', { IDENTITY_HTTP_URL: 'ftp://idv' }],
  ])('%s in %j', (variable, env) => {
    const error = rejection(env);
    expect(error.message).toContain(variable);
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(new RegExp(`^${variable}\\b`));
  });

  it('SMS_WEBHOOK_URL without SMS_WEBHOOK_SECRET', () => {
    const error = rejection({ SMS_WEBHOOK_URL: 'https://sms.example.com/send' });
    expect(error.message).toContain('SMS_WEBHOOK_SECRET');
    expect(error.message).toContain('SMS_WEBHOOK_URL');
  });

  it('IDENTITY_PROVIDER=http without its URL and secret names both', () => {
    const error = rejection({ IDENTITY_PROVIDER: 'http' });
    expect(error.problems).toEqual([
      'IDENTITY_HTTP_URL: required when IDENTITY_PROVIDER=http',
      'IDENTITY_HTTP_SECRET: required when IDENTITY_PROVIDER=http',
    ]);
    expect(
      rejection({ IDENTITY_PROVIDER: 'http', IDENTITY_HTTP_URL: 'https://idv.example.com', IDENTITY_HTTP_SECRET: 'short' }).message,
    ).not.toContain('short');
  });

  it('shows the rejected value of an ordinary variable, to make the mistake plain', () => {
    expect(rejection({ PORT: 'abc' }).message).toContain('"abc"');
  });

  it('never echoes a key, a secret or a URL password into the start-up log', () => {
    const key = 'f'.repeat(63);
    expect(rejection({ FIELD_ENCRYPTION_KEY: key }).message).not.toContain(key);
    expect(rejection({ SMS_WEBHOOK_URL: 'https://sms.example.com', SMS_WEBHOOK_SECRET: 'short-secret' }).message).not.toContain(
      'short-secret',
    );
    const message = rejection({ DATABASE_URL: 'mysql://admin:hunter2@db/console' }).message;
    expect(message).not.toContain('hunter2');
    expect(message).toContain('db/console');
  });

  it('lists every bad variable at once, so one restart fixes them all', () => {
    const error = rejection({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(error.problems.join('\n')).toMatch(/PORT/);
    expect(error.problems.join('\n')).toMatch(/DATABASE_URL/);
  });
});

describe('production on PostgreSQL refuses what several processes cannot share', () => {
  const key = 'a'.repeat(64);
  const shared = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@127.0.0.1:5432/console' };

  it('names REDIS_URL and FIELD_ENCRYPTION_KEY when they are missing', () => {
    expect(rejection(shared).problems).toEqual([
      expect.stringMatching(/^REDIS_URL: required in production with PostgreSQL/),
      expect.stringMatching(/^FIELD_ENCRYPTION_KEY: required in production with PostgreSQL/),
    ]);
    expect(rejection({ ...shared, FIELD_ENCRYPTION_KEY: key }).problems).toEqual([expect.stringMatching(/^REDIS_URL: /)]);
    expect(rejection({ ...shared, REDIS_URL: 'redis://127.0.0.1:6379' }).problems).toEqual([
      expect.stringMatching(/^FIELD_ENCRYPTION_KEY: /),
    ]);
  });

  it('starts with both, and asks neither of one process on SQLite or outside production', () => {
    expect(loadConfig({ ...shared, REDIS_URL: 'redis://127.0.0.1:6379', FIELD_ENCRYPTION_KEY: key }).database.kind).toBe('postgres');
    expect(loadConfig({ NODE_ENV: 'production' }).database.kind).toBe('sqlite');
    expect(loadConfig({ ...shared, NODE_ENV: 'development' }).database.kind).toBe('postgres');
  });

  it('stops the server with exit code 78 and the variable named', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { PATH: process.env.PATH, ...shared, FIELD_ENCRYPTION_KEY: key, DATA_DIR: os.tmpdir() },
      encoding: 'utf8',
    });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('REDIS_URL: required in production with PostgreSQL');
    expect(run.stderr).not.toContain('FIELD_ENCRYPTION_KEY');
    // Loading the whole server through tsx is slow on a busy machine; this waits for it, it does not time it.
  }, 180_000);
});

describe('the outbox page (OUTBOX_PAGE)', () => {
  it('is off unless switched on, outside production too', () => {
    expect(loadConfig({}).outboxPage).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).outboxPage).toBe(false);
    expect(loadConfig({ OUTBOX_PAGE: 'on' }).outboxPage).toBe(true);
  });

  it('may be on only when PUBLIC_URL is this computer', () => {
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:3000', 'http://[::1]:8080', 'http://console.localhost'])
      expect(loadConfig({ OUTBOX_PAGE: 'on', PUBLIC_URL: url }).outboxPage, url).toBe(true);
    for (const url of ['https://console.example.com', 'http://192.168.1.20:8080', 'http://localhost.example.com']) {
      const error = rejection({ OUTBOX_PAGE: 'on', PUBLIC_URL: url });
      expect(error.problems, url).toEqual([expect.stringMatching(/^OUTBOX_PAGE: "on" only when PUBLIC_URL is this computer/)]);
    }
    expect(rejection({ OUTBOX_PAGE: 'yes' }).message).toContain('OUTBOX_PAGE');
  });
});

describe('the file store (FILE_STORE, S3_*)', () => {
  const key = 'a'.repeat(64);
  const s3 = { FILE_STORE: 's3', S3_BUCKET: 'console-files', S3_ENDPOINT: 'https://minio.internal:9000/', S3_FORCE_PATH_STYLE: 'true' };

  it('is the local sealed folder by default, one process', () => {
    const config = loadConfig({ DATA_DIR: '/srv/console' });
    expect(config.files).toEqual({ kind: 'local', root: path.resolve('/srv/console/sealed') });
    expect(config.processes).toBe(1);
  });

  it('reads an S3-compatible bucket, its endpoint without a trailing slash, keys in pairs', () => {
    expect(loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK', S3_PREFIX: 'console/' }).files).toEqual({
      kind: 's3',
      bucket: 'console-files',
      region: 'us-east-1',
      endpoint: 'https://minio.internal:9000',
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' },
      forcePathStyle: true,
      prefix: 'console/',
    });
    expect(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'b-on-aws', S3_REGION: 'cn-north-1' }).files).toMatchObject({
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      region: 'cn-north-1',
    });
  });

  it('refuses an S3 store without its bucket, half a key pair, or S3 settings the local store would ignore', () => {
    expect(rejection({ FILE_STORE: 's3' }).problems).toEqual(['S3_BUCKET: required when FILE_STORE=s3']);
    expect(rejection({ ...s3, S3_ACCESS_KEY_ID: 'AK' }).problems).toEqual([expect.stringMatching(/^S3_SECRET_ACCESS_KEY: /)]);
    expect(rejection({ S3_BUCKET: 'console-files' }).problems).toEqual([
      expect.stringMatching(/^FILE_STORE: set it to "s3" to use S3_BUCKET/),
    ]);
    expect(rejection({ ...s3, S3_BUCKET: 'Not_A_Bucket' }).problems).toEqual([expect.stringMatching(/^S3_BUCKET=/)]);
    expect(rejection({ ...s3, S3_PREFIX: '../x' }).problems).toEqual([expect.stringMatching(/^S3_PREFIX=/)]);
  });

  it('refuses in production several processes on the local folder, and a bucket without the shared field key', () => {
    expect(rejection({ NODE_ENV: 'production', WEB_CONCURRENCY: '2' }).problems).toEqual([
      expect.stringMatching(/^FILE_STORE: "local" cannot serve 2 server processes \(WEB_CONCURRENCY=2\)/),
    ]);
    expect(rejection({ NODE_ENV: 'production', ...s3 }).problems).toEqual([
      expect.stringMatching(/^FIELD_ENCRYPTION_KEY: required in production with FILE_STORE=s3/),
    ]);
    expect(loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '4', ...s3, FIELD_ENCRYPTION_KEY: key }).processes).toBe(4);
    expect(loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '1' }).files.kind).toBe('local');
    expect(loadConfig({ NODE_ENV: 'development', WEB_CONCURRENCY: '2' }).files.kind).toBe('local');
  });

  it('stops the server with exit code 78 naming FILE_STORE when several processes would share a local folder', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', WEB_CONCURRENCY: '3', DATA_DIR: os.tmpdir(), PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      // A server that starts instead of refusing would never return: it is stopped, and the test fails.
      timeout: 150_000,
    });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('FILE_STORE: "local" cannot serve 3 server processes (WEB_CONCURRENCY=3)');
    // Loading the whole server through tsx is slow on a busy machine; this waits for it, it does not time it.
  }, 180_000);
});
