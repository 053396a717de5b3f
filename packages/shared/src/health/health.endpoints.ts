import { z } from 'zod';
import { endpointsOf } from '../common/endpoint';

const endpoint = endpointsOf('health');

/** What liveness answers. */
const statusSchema = z.object({ status: z.string() });

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

export const live = endpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness: the process answers',
  responses: { 200: statusSchema },
  errors: [],
});

/** 503 is not an error body here: it answers `{ status }` like 200, for orchestrators to read. */
export const ready = endpoint({
  method: 'GET',
  path: '/ready',
  summary: 'Readiness: the database answers (and Redis, when configured)',
  responses: { 200: readinessSchema, 503: readinessSchema },
  errors: [],
});
