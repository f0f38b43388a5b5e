import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

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
  app.log.info(`console at ${config.publicUrl} (database: ${config.database.kind})`);
  if (config.outboxPage)
    app.log.warn(
      `OUTBOX_PAGE=on: ${config.publicUrl}/outbox lists every code and link the console sends, to this computer only (set OUTBOX_PAGE=off to hide it)`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
