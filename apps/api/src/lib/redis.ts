import { Redis } from 'ioredis';

/** The part of a logger the Redis outage tracker writes to (Fastify's logger, console in a script). */
export interface OutageLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * A Redis client that fails fast while Redis is unreachable instead of holding requests: no offline queue
 * (a command without a connection fails at once), one retry per command, bounded connect and command
 * times. Reconnection goes on in the background. Callers fall back to in-process state (decision 0033).
 */
export function openRedis(url: string, log: OutageLog = consoleLog): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    // Keep trying in the background, at most every 5 s, for as long as the process lives.
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  watchRedis(redis, log);
  return redis;
}

/** Outage state per client: one warning when Redis goes away, one line when it is back. */
export interface RedisOutage {
  readonly down: boolean;
  /** A command failed: the first failure of an outage is logged, the rest are not. */
  failed(err: unknown): void;
  /** A command answered: ends an outage (logged once). */
  answered(): void;
}

const outages = new WeakMap<Redis, RedisOutage & { log: OutageLog }>();
const watched = new WeakSet<Redis>();

const consoleLog: OutageLog = {
  warn: (obj, msg) => console.warn(msg, obj),
  info: (obj, msg) => console.info(msg, obj),
};

/** The outage tracker of a client (created on first use, logging to `log` once given). */
export function redisOutage(redis: Redis): RedisOutage {
  let tracker = outages.get(redis);
  if (!tracker) {
    let down = false;
    const t: RedisOutage & { log: OutageLog } = {
      log: consoleLog,
      get down() {
        return down;
      },
      failed(err) {
        if (down) return;
        down = true;
        t.log.warn(
          { err: err instanceof Error ? { message: err.message, code: (err as { code?: unknown }).code } : String(err) },
          'Redis is unreachable: rate limits and attempt counts fall back to this process until it is back',
        );
      },
      answered() {
        if (!down) return;
        down = false;
        t.log.info({}, 'Redis is reachable again: rate limits and attempt counts are shared again');
      },
    };
    tracker = t;
    outages.set(redis, tracker);
  }
  return tracker;
}

/**
 * Ties a client's connection events to its outage tracker and logger. ioredis emits 'error' on every failed
 * reconnection: without a listener each would print "Unhandled error event"; with this one an outage is
 * logged once.
 */
export function watchRedis(redis: Redis, log: OutageLog): void {
  const tracker = redisOutage(redis) as RedisOutage & { log: OutageLog };
  tracker.log = log;
  if (watched.has(redis)) return;
  watched.add(redis);
  redis.on('error', (err) => tracker.failed(err));
  redis.on('ready', () => tracker.answered());
}

/** Whether Redis answers a PING within `timeoutMs` (readiness). */
export async function pingRedis(redis: Redis, timeoutMs = 1_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis did not answer PING in time')), timeoutMs);
      }),
    ]);
    redisOutage(redis).answered();
    return answer === 'PONG';
  } catch (err) {
    redisOutage(redis).failed(err);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
