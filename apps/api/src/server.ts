import { Redis } from 'ioredis';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { buildApp } from './app';

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const app = await buildApp({ config, database, redis });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, finish the ones in flight, then close the database cleanly (PGlite flushes to disk).
    await app.close().catch((err) => app.log.error({ err }, 'error while closing'));
    await database.close().catch(() => undefined);
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  app.log.info(`Mystery Trips is serving on http://localhost:${config.port} with ${where} (ready in ${Date.now() - startedAt} ms)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
