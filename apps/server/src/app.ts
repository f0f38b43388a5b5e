import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { type Db, createDatabase, ensureSchema, migrateToLatest } from './db/database.js';
import { capabilities } from './capabilities.js';
import { type Clock, systemClock } from './platform/clock.js';
import type { Deps } from './platform/context.js';
import { createFieldCipher, loadFieldKey } from './platform/crypto.js';
import { createFileStore } from './platform/file-store.js';
import { frameworkErrors, installEnvelope } from './platform/envelope.js';
import { type Limiter, createMemoryLimiter, createRedisLimiter } from './platform/limiter.js';
import { type Capability, registerCapabilities } from './platform/capability.js';
import { type ServerRoute, registerRoutes } from './platform/route.js';
import { keepRawBodies } from './platform/raw-body.js';
import { requestLoggerFactory } from './platform/request-log.js';
import { serveConsole } from './platform/static.js';
import { installUploads } from './platform/uploads.js';
import { installSecurityHeaders } from './platform/security-headers.js';
import { installCompression } from './platform/compression.js';
import { withProviders } from './providers/providers.js';

export interface BuildOptions {
  clock?: Clock;
  /** Tests hand in a database they created (and will drop). */
  db?: Db;
  logger?: boolean;
  /** Routes mounted beside the product's own (tests of the platform mount probes this way). */
  extraRoutes?: ServerRoute[];
  /** The capabilities to serve; every one by default. */
  capabilities?: readonly Capability[];
}

/** Plugins in order, then the feature routes. Nothing listens until main.ts says so. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Personal data never reaches the log: cookies, tokens and bodies are not logged.
            redact: ['req.headers.cookie', 'req.headers.token', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    // Each request's child logger is made only when it writes a line (platform/request-log.ts).
    childLoggerFactory: options.logger === false ? undefined : requestLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // The router's own refusals (too long a path parameter, a path that is not valid UTF-8) in the envelope.
    frameworkErrors,
  });

  const db = options.db ?? createDatabase(config.database);
  if (config.database.kind === 'postgres' && config.database.schema) await ensureSchema(db, config.database.schema);
  await migrateToLatest(db, config.database);

  // Auto-pipelining: the commands of all requests issued in one tick leave in one write (fewer system
  // calls on both sides under concurrency; each command still gets its own answer).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableAutoPipelining: true })
    : undefined;
  const limiter: Limiter = redis ? createRedisLimiter(redis) : createMemoryLimiter();
  const deps: Deps = withProviders({
    db,
    config,
    clock: options.clock ?? systemClock,
    limiter,
    redis,
    cipher: createFieldCipher(loadFieldKey(config.fieldEncryptionKey, config.dataDir)),
    files: createFileStore(config.files),
  });
  app.decorate('deps', deps);
  app.decorate('endpoints', []);
  app.decorate('contractViolations', []);

  installSecurityHeaders(app);
  installCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  installEnvelope(app);
  // RFC 3161 time-stamp requests arrive as raw DER (the timestamps capability's /tsa).
  app.addContentTypeParser('application/timestamp-query', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  // OCSP requests arrive as raw DER (the certificates capability's /pki/{alg}/ocsp).
  app.addContentTypeParser('application/ocsp-request', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
  // The open API signs its bodies' exact bytes.
  keepRawBodies(app, '/webgate/platform-api/', 1024 * 1024);
  // After every request hook above, so the upload endpoints' scope has them all.
  await installUploads(app);

  await registerCapabilities(app, options.capabilities ?? capabilities);
  registerRoutes(app, options.extraRoutes ?? []);
  await serveConsole(app, config.webDist);

  app.addHook('onClose', async () => {
    await limiter.close();
    await deps.files.close();
    if (!options.db) await db.destroy();
  });
  return app;
}
