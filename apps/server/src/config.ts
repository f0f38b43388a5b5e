import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { FileStoreSettings } from './platform/file-store.js';
import { isLoopbackHost } from './platform/loopback.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const urlOf = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlOf(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlOf(['redis:', 'rediss:']).optional(),
  PUBLIC_URL: urlOf(['http:', 'https:']).optional(),
  SMTP_URL: urlOf(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SMS_WEBHOOK_URL: urlOf(['http:', 'https:']).optional(),
  SMS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  IDENTITY_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  IDENTITY_HTTP_URL: urlOf(['http:', 'https:']).optional(),
  IDENTITY_HTTP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  BANK_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  BANK_HTTP_URL: urlOf(['http:', 'https:']).optional(),
  BANK_HTTP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // The payment gateway (sandbox by default; http signs its webhook).
  PAYMENT_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  PAYMENT_HTTP_URL: urlOf(['http:', 'https:']).optional(),
  PAYMENT_HTTP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  FIELD_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (a 256-bit key)')
    .optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  OUTBOX_PAGE: z.enum(['on', 'off']).default('off'),
  // The open API's per-application rate, and hosts callbacks may reach although private.
  OPEN_API_RATE_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).default(50),
  CALLBACK_ALLOWED_HOSTS: z.string().default(''),
  // RSA key pairs generated ahead for sign flows' event certificates (0: each generated when asked).
  KEY_POOL_SIZE: z.coerce.number().int().min(0).max(256).default(8),
  // Where sealed files live: this machine's DATA_DIR/sealed, or an S3-compatible bucket.
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: urlOf(['http:', 'https:']).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PREFIX: z
    .string()
    .regex(/^(?:[A-Za-z0-9_-]{1,64}\/){1,4}$/, 'must be folder names each ending in "/", e.g. "console/"')
    .optional(),
  // How many server processes this deployment runs against one database; on one machine, how many
  // `npm start` forks (node's cluster, sharing the port).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(1),
  // Outside production only (tests of jobs across processes): every job's period and lease, in ms.
  JOBS_EVERY_MS: z.coerce.number().int().min(50).optional(),
  JOBS_LEASE_MS: z.coerce.number().int().min(100).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  redisUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  /** Sender of e-mails over SMTP; MAIL_FROM, else no-reply at the PUBLIC_URL host. */
  mailFrom: string;
  smsWebhook?: { url: string; secret: string };
  /** Real-name verification: the local sandbox registry, or a vendor over signed HTTP. */
  identity: { kind: 'sandbox' } | { kind: 'http'; url: string; secret: string };
  /** Enterprise bank remittances: the local sandbox bank, or a payment gateway over signed HTTP. */
  bank: { kind: 'sandbox' } | { kind: 'http'; url: string; secret: string };
  /**
   * The payment gateway. Both sign notifications with `secret` (HMAC-SHA256 of the body);
   * the sandbox's is random per process, so only the sandbox page of this server can approve.
   */
  payment: { kind: 'sandbox'; secret: string } | { kind: 'http'; url: string; secret: string };
  logLevel: Env['LOG_LEVEL'];
  fieldEncryptionKey?: string;
  webDist: string;
  /** Take the client address from X-Forwarded-For: only behind a proxy that sets it, else clients could forge it. */
  trustProxy: boolean;
  /** Test hooks (captcha answers readable, clock injectable) exist only when this is true. */
  testMode: boolean;
  /**
   * OUTBOX_PAGE=on: the outbox page and its API answer loopback clients (this computer). Refused at
   * start unless PUBLIC_URL is a loopback address: the outbox lists every code and activation link.
   */
  outboxPage: boolean;
  /** Signed open-API calls one application may make a second (OPEN_API_RATE_PER_SECOND). */
  openApiRatePerSecond: number;
  /** Key pairs per algorithm the key store holds ready in memory (KEY_POOL_SIZE, decision 43). */
  keyPoolSize: number;
  /**
   * `host:port` pairs customers' callbacks may reach although they resolve to a private or loopback
   * address (CALLBACK_ALLOWED_HOSTS, comma-separated): a receiver on the operator's own network, or a
   * test's. Empty by default: only public addresses.
   */
  callbackAllowedHosts: string[];
  /** FILE_STORE: the local `DATA_DIR/sealed/` folder (the default) or an S3-compatible bucket (S3_*). */
  files: FileStoreSettings;
  /**
   * WEB_CONCURRENCY: the server processes of this deployment; more than one needs shared files. On
   * one machine `npm start` forks this many (main.ts, node's cluster).
   */
  processes: number;
  /** JOBS_EVERY_MS / JOBS_LEASE_MS (never in production): every job's period and lease, for tests across processes. */
  jobTiming: { everyMs?: number; leaseMs?: number };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** How a rejected value is echoed: start-up errors reach logs, so keys, secrets and URL passwords are not. */
function shownValue(name: string, value: string | undefined): string {
  if (value === undefined) return '""';
  if (/KEY|SECRET/.test(name)) return '(hidden)';
  return JSON.stringify(value.replace(/\/\/[^/@]*@/, '//***@'));
}

/** Reads and checks the environment; a missing or malformed value names the variable and why. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.')}=${shownValue(String(i.path[0]), raw[String(i.path[0])])}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.SMS_WEBHOOK_URL && !e.SMS_WEBHOOK_SECRET) problems.push('SMS_WEBHOOK_SECRET: required when SMS_WEBHOOK_URL is set');
  if (e.IDENTITY_PROVIDER === 'http') {
    if (!e.IDENTITY_HTTP_URL) problems.push('IDENTITY_HTTP_URL: required when IDENTITY_PROVIDER=http');
    if (!e.IDENTITY_HTTP_SECRET) problems.push('IDENTITY_HTTP_SECRET: required when IDENTITY_PROVIDER=http');
  }
  if (e.PAYMENT_PROVIDER === 'http') {
    if (!e.PAYMENT_HTTP_URL) problems.push('PAYMENT_HTTP_URL: required when PAYMENT_PROVIDER=http');
    if (!e.PAYMENT_HTTP_SECRET) problems.push('PAYMENT_HTTP_SECRET: required when PAYMENT_PROVIDER=http');
  }
  if (e.BANK_PROVIDER === 'http') {
    if (!e.BANK_HTTP_URL) problems.push('BANK_HTTP_URL: required when BANK_PROVIDER=http');
    if (!e.BANK_HTTP_SECRET) problems.push('BANK_HTTP_SECRET: required when BANK_PROVIDER=http');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (e.OUTBOX_PAGE === 'on' && !isLoopbackHost(new URL(publicUrl).hostname))
    problems.push(
      `OUTBOX_PAGE: "on" only when PUBLIC_URL is this computer (localhost, 127.0.0.1, ::1), not ${new URL(publicUrl).host}: the outbox lists every code and activation link`,
    );
  // PostgreSQL is how several server processes share one platform: what each would otherwise keep
  // to itself (limits, nonces, the field key) would let them disagree, so production refuses it.
  if (e.NODE_ENV === 'production' && e.DATABASE_URL) {
    if (!e.REDIS_URL)
      problems.push(
        'REDIS_URL: required in production with PostgreSQL (DATABASE_URL): without it each server process keeps its own attempt limits and open-API nonces, and a call replayed through another process passes',
      );
    if (!e.FIELD_ENCRYPTION_KEY)
      problems.push(
        "FIELD_ENCRYPTION_KEY: required in production with PostgreSQL (DATABASE_URL): without it each data folder makes its own key, and no other process can open what this one sealed (the CA's keys among them)",
      );
  }
  problems.push(...fileStoreProblems(e));
  if (e.NODE_ENV === 'production' && (e.JOBS_EVERY_MS || e.JOBS_LEASE_MS))
    problems.push('JOBS_EVERY_MS, JOBS_LEASE_MS: for tests of background jobs only; unset them in production');
  if (problems.length) throw new ConfigError(problems);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'sqlite', file: path.join(dataDir, 'console.db') },
    redisUrl: e.REDIS_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    smsWebhook: e.SMS_WEBHOOK_URL ? { url: e.SMS_WEBHOOK_URL, secret: e.SMS_WEBHOOK_SECRET! } : undefined,
    identity:
      e.IDENTITY_PROVIDER === 'http'
        ? { kind: 'http', url: e.IDENTITY_HTTP_URL!.replace(/\/$/, ''), secret: e.IDENTITY_HTTP_SECRET! }
        : { kind: 'sandbox' },
    bank:
      e.BANK_PROVIDER === 'http'
        ? { kind: 'http', url: e.BANK_HTTP_URL!.replace(/\/$/, ''), secret: e.BANK_HTTP_SECRET! }
        : { kind: 'sandbox' },
    payment:
      e.PAYMENT_PROVIDER === 'http'
        ? { kind: 'http', url: e.PAYMENT_HTTP_URL!.replace(/\/$/, ''), secret: e.PAYMENT_HTTP_SECRET! }
        : { kind: 'sandbox', secret: randomBytes(32).toString('hex') },
    logLevel: e.LOG_LEVEL,
    fieldEncryptionKey: e.FIELD_ENCRYPTION_KEY,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    testMode: e.NODE_ENV === 'test',
    trustProxy: e.TRUST_PROXY === 'true',
    outboxPage: e.OUTBOX_PAGE === 'on',
    openApiRatePerSecond: e.OPEN_API_RATE_PER_SECOND,
    keyPoolSize: e.KEY_POOL_SIZE,
    callbackAllowedHosts: e.CALLBACK_ALLOWED_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    files:
      e.FILE_STORE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
            credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            prefix: e.S3_PREFIX ?? '',
          }
        : { kind: 'local', root: path.join(dataDir, 'sealed') },
    processes: e.WEB_CONCURRENCY,
    jobTiming: { everyMs: e.JOBS_EVERY_MS, leaseMs: e.JOBS_LEASE_MS },
  };
}

/**
 * The file store's settings. Files one process stored must be readable by every other: on this
 * machine's folder they are not (another machine has its own), and sealed with a generated key
 * neither, so production refuses several processes on the local folder and a bucket without the
 * shared key.
 */
function fileStoreProblems(e: Env): string[] {
  const problems: string[] = [];
  if (e.FILE_STORE === 's3') {
    if (!e.S3_BUCKET) problems.push('S3_BUCKET: required when FILE_STORE=s3');
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
      problems.push(
        `${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set neither to use the machine's own AWS credentials)`,
      );
    if (e.NODE_ENV === 'production' && !e.FIELD_ENCRYPTION_KEY)
      problems.push(
        'FIELD_ENCRYPTION_KEY: required in production with FILE_STORE=s3: files are sealed with it before they leave the process, and with a key generated into one DATA_DIR no other process or machine could open them',
      );
  } else {
    const stray = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const).filter(
      (name) => e[name],
    );
    if (stray.length)
      problems.push(`FILE_STORE: set it to "s3" to use ${stray.join(', ')}; with FILE_STORE=local files stay in DATA_DIR/sealed`);
    if (e.NODE_ENV === 'production' && e.WEB_CONCURRENCY > 1)
      problems.push(
        `FILE_STORE: "local" cannot serve ${e.WEB_CONCURRENCY} server processes (WEB_CONCURRENCY=${e.WEB_CONCURRENCY}): each machine's DATA_DIR holds only the files stored there, so another process could not read them; set FILE_STORE=s3 with S3_BUCKET (and S3_ENDPOINT for MinIO, Ceph or OSS), or WEB_CONCURRENCY=1`,
      );
  }
  return problems;
}
