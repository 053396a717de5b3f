import { z } from 'zod';

/**
 * What readiness answers: `ready`; `degraded` (200: the instance serves, but a part it shares with other
 * instances, Redis, is unreachable and it works without it); `database unavailable` (503); `shutting down`
 * (503: draining after SIGTERM, still answering what it accepted). `checks` says
 * each part's state; `redis` only when REDIS_URL is set (issue 21, decision 0033).
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'degraded', 'database unavailable', 'shutting down']),
  checks: z.object({
    database: z.enum(['ok', 'unavailable']),
    redis: z.enum(['ok', 'unreachable']).optional(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
