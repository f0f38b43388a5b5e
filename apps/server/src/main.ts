import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nThe server did not start. Fix the variables above and start it again.`);
      process.exit(78);
    }
    throw error;
  }
  if (cluster.isPrimary && config.processes > 1) return startWorkers(config);
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) process.send?.({ listening: true });
  app.log.info(`console at ${config.publicUrl} (database: ${config.database.kind})`);
  if (config.outboxPage)
    app.log.warn(
      `OUTBOX_PAGE=on: ${config.publicUrl}/outbox lists every code and link the console sends, to this computer only (set OUTBOX_PAGE=off to hide it)`,
    );
}

/**
 * WEB_CONCURRENCY above 1: this process only forks that many servers on this machine (node's
 * cluster; they share the port, the primary hands out connections) and watches them. The first
 * starts alone, so migrations and the CA's first keys are done before the others start. A worker
 * that dies after it served is started again; one that fails before it listens stops them all with
 * its exit code. SIGTERM/SIGINT reach every worker, each finishing its requests in flight.
 */
async function startWorkers(config: Config): Promise<void> {
  if (config.database.kind !== 'postgres') {
    console.error(
      `Invalid configuration:\n  - WEB_CONCURRENCY=${config.processes}: several processes need PostgreSQL (DATABASE_URL) and Redis (REDIS_URL); SQLite serves one process\nThe server did not start. Fix the variables above and start it again.`,
    );
    process.exit(78);
  }
  let stopping = false;
  const fork = () =>
    new Promise<void>((resolve) => {
      const worker = cluster.fork();
      let served = false;
      worker.on('message', (m: { listening?: boolean }) => {
        if (m?.listening && !served) {
          served = true;
          resolve();
        }
      });
      worker.on('exit', (code, signal) => {
        if (stopping) return;
        if (!served) {
          console.error(`server process ${worker.process.pid} stopped before it listened (${signal ?? code}); stopping`);
          stopAll(typeof code === 'number' && code !== 0 ? code : 1);
          return;
        }
        console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
        setTimeout(() => void fork(), 1000).unref();
      });
    });
  const stopAll = (code: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(code);
    for (const w of workers) w?.process.kill('SIGTERM');
    let left = workers.length;
    for (const w of workers)
      w?.once('exit', () => {
        if (--left === 0) process.exit(code);
      });
  };
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));
  await fork();
  await Promise.all(Array.from({ length: config.processes - 1 }, fork));
  console.log(`${config.processes} server processes on port ${config.port} (WEB_CONCURRENCY)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
