import type { FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-configured';
import { withoutQueryValues } from './lib/log-redaction';
import { buildApp } from './app';
import { openRedis } from './lib/redis';
import { drain, trackConnections } from './lib/graceful-shutdown';
import { LocalDiskStore } from './modules/media/media-store';
import { DEMO_DATASET, DEMO_PASSWORD, demoAdminExists, formatDemoAccounts, seedDemoData } from './seed';

/**
 * Demo content on an empty database (never when NODE_ENV=production unless SEED_DEMO=true). Answers what to
 * print once the server listens: the accounts block after a seed, a one-line reminder on later starts.
 */
async function prepareDemo(app: FastifyInstance, config: AppConfig, database: DatabaseHandle): Promise<string | null> {
  if (!config.seedDemo) return null;
  const media = app.hasDecorator('media') ? app.media : LocalDiskStore.forDataDir(config.dataDir);
  try {
    const result = await seedDemoData({ db: database.db, media, log: app.log });
    if (result.seeded) return formatDemoAccounts(result.accounts);
    if (await demoAdminExists(database.db)) {
      return `Demo accounts are available: e.g. ${DEMO_DATASET.admin.email} / ${DEMO_PASSWORD} (see README for the full list).`;
    }
  } catch (err) {
    // A failed seed leaves nothing behind (one transaction); the site starts empty and the next start retries.
    app.log.error({ err }, 'demo seeding failed; starting without demo data');
  }
  return null;
}

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const redis = config.redisUrl ? openRedis(config.redisUrl) : null;
  const app = await buildApp({ config, database, redis, startJobs: true });
  const demoNotice = await prepareDemo(app, config, database);

  const tracker = trackConnections(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing the requests already accepted');
    // Bounded: a request that never ends (or a client that never sends one) does not hold the exit forever.
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs, inFlight: tracker.inFlight() }, 'shutdown timed out; closing the remaining connections');
      app.server.closeAllConnections();
      process.exit(1);
    }, config.shutdownTimeoutMs);
    // Stop accepting, answer every request already accepted (queued behind PGlite too), then close the app
    // (jobs), the database (PGlite flushes to disk) and Redis.
    await drain({
      server: app.server,
      tracker,
      close: async () => {
        await app.close().catch((err: unknown) => app.log.error({ err }, 'error while closing'));
        await database.close().catch((err: unknown) => app.log.error({ err }, 'error while closing the database'));
        await redis?.quit().catch(() => redis.disconnect());
      },
    });
    clearTimeout(deadline);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  // Outside production the default HOST is this machine only (config.ts): say how to open it.
  const reach = config.host === '127.0.0.1' || config.host === '::1' ? `; this machine only (HOST=0.0.0.0 opens it to the network)` : ` on ${config.host}`;
  app.log.info(`Mystery Trips is serving on http://localhost:${config.port} with ${where}${reach} (ready in ${Date.now() - startedAt} ms)`);
  // Plain stdout, not the JSON log: people read this in the terminal after `npm start`.
  if (demoNotice) console.log(`\n${demoNotice}\n`);
}

main().catch((err: unknown) => {
  // Refused before touching anything: say why in one line, without a stack.
  if (err instanceof DataDirInUseError) console.error(err.message);
  else console.error(withoutQueryValues(err));
  process.exit(1);
});
