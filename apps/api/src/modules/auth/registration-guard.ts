import { loginGuardTexts } from '@mt/shared';
import type { Redis } from 'ioredis';
import type { RateLimits } from '../../config';
import { createMemoryLimiter, createRedisLimiter } from '../../lib/attempt-limiter';
import { AppError, tooMany } from '../../lib/errors';

/**
 * Issue 21, item 9: registration tells whether an address has an account (409). That answer stays
 * behind a rate limit of its own, per IP and over a longer window than the route's: each 409 counts,
 * and an IP that used its budget gets 429 for every registration (checked before anything else, so
 * a new address and a taken one answer alike) until the window ends.
 */
export function createRegistrationGuard(limits: RateLimits, redis: Redis | null) {
  const windowMs = limits.takenEmailWindowMs;
  const takenPerIp = redis ? createRedisLimiter(redis, windowMs, 'register-taken') : createMemoryLimiter(windowMs);
  const max = limits.takenEmailPerIp;
  return async function guarded<T>(ip: string, register: () => Promise<T>): Promise<T> {
    if ((await takenPerIp.count(ip)) >= max) throw tooMany(loginGuardTexts.tooManyRegistrations);
    try {
      return await register();
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 409 && (await takenPerIp.hit(ip)) > max) {
        throw tooMany(loginGuardTexts.tooManyRegistrations);
      }
      throw err;
    }
  };
}
