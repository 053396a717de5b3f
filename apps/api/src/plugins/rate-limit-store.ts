import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { redisOutage } from '../lib/redis';

type IncrResult = { current: number; ttl: number };
type IncrCallback = (error: Error | null, result?: IncrResult) => void;
interface Store {
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
  child(routeOptions: RouteParams): Store;
}
interface RouteParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo: { method: string; url: string };
}

// @fastify/rate-limit's own stores (not exported by name): the same counting, in Redis and in process.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace?: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;

/** Counts in Redis; when a Redis call fails, counts this request in process instead (logged once per outage). */
class FallbackStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    const outage = redisOutage(this.redis);
    this.shared.incr(
      key,
      (error, result) => {
        if (error || !result) {
          outage.failed(error);
          this.local.incr(key, callback, timeWindow, max);
          return;
        }
        outage.answered();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteParams): Store {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * The rate limiter's store with REDIS_URL set: shared across instances through Redis while it answers, in
 * process while it does not, so a rate-limited route never answers 500 because Redis is gone (decision 0033).
 */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class {
    // The plugin constructs the store with its global parameters.
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      return new FallbackStore(redis, new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff, options.cache));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
