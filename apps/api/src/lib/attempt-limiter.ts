import type { Redis } from 'ioredis';
import { redisOutage } from './redis';

/**
 * Counts events per key in a fixed window (failed sign-ins per account). In-process by default;
 * Redis when configured, so every API instance sees the same count.
 */
export interface AttemptLimiter {
  /** Current count for the key in its window. */
  count(key: string): Promise<number>;
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createMemoryLimiter(windowMs: number): AttemptLimiter {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  return {
    count: async (key) => live(key)?.count ?? 0,
    async hit(key) {
      const e = live(key) ?? { count: 0, expiresAt: Date.now() + windowMs };
      e.count += 1;
      entries.set(key, e);
      if (entries.size > 100_000) {
        // Bound memory under an attack spraying many accounts: drop expired entries.
        for (const [k, v] of entries) if (v.expiresAt <= Date.now()) entries.delete(k);
      }
      return e.count;
    },
    reset: async (key) => {
      entries.delete(key);
    },
  };
}

/**
 * Shared through Redis. While Redis is unreachable every call falls back to an in-process limiter (logged
 * once per outage, lib/redis.ts): a sign-in keeps working and stays limited on this instance, instead of
 * failing with 500. Counts made during the outage stay in this process; Redis's resume when it is back.
 */
export function createRedisLimiter(redis: Redis, windowMs: number, prefix: string): AttemptLimiter {
  const k = (key: string) => `${prefix}:${key}`;
  const outage = redisOutage(redis);
  const local = createMemoryLimiter(windowMs);
  const shared: AttemptLimiter = {
    count: async (key) => Number((await redis.get(k(key))) ?? 0),
    async hit(key) {
      const [[error, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').exec()) as [[Error | null, number]];
      if (error) throw error;
      return count;
    },
    reset: async (key) => {
      await redis.del(k(key));
    },
  };
  const withFallback =
    <A extends unknown[], R>(viaRedis: (...args: A) => Promise<R>, inProcess: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await viaRedis(...args);
        outage.answered();
        return result;
      } catch (err) {
        outage.failed(err);
        return inProcess(...args);
      }
    };
  return {
    count: withFallback(shared.count, local.count),
    hit: withFallback(shared.hit, local.hit),
    // Both: a success clears what this process counted during an outage as well.
    reset: async (key) => {
      await local.reset(key);
      await withFallback(shared.reset, async () => undefined)(key);
    },
  };
}
