import type { Redis } from 'ioredis';

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

export function createRedisLimiter(redis: Redis, windowMs: number, prefix: string): AttemptLimiter {
  const k = (key: string) => `${prefix}:${key}`;
  return {
    count: async (key) => Number((await redis.get(k(key))) ?? 0),
    async hit(key) {
      const [[, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').exec()) as [[unknown, number]];
      return count;
    },
    reset: async (key) => {
      await redis.del(k(key));
    },
  };
}
