import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import type { DatabaseHandle, Db } from '../db/client';
import type { TokenService } from '../lib/tokens';
import { createTokenService } from '../lib/tokens';
import { watchRedis } from '../lib/redis';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: DatabaseHandle;
    tokens: TokenService;
    /** Shared state across instances (rate limits, locks) when REDIS_URL is set. */
    redis: Redis | null;
  }
}

export interface ContextOptions {
  config: AppConfig;
  database: DatabaseHandle;
  redis: Redis | null;
}

/** Decorates the instance with what every module needs: config, database, tokens, redis. */
export default fp<ContextOptions>(
  async (app, { config, database, redis }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('tokens', createTokenService(config.jwtSecret, config.jwtExpiresIn));
    app.decorate('redis', redis);
    // A Redis outage is logged once through the app's log (lib/redis.ts), not per request.
    if (redis) watchRedis(redis, app.log);
  },
  { name: 'context' },
);
