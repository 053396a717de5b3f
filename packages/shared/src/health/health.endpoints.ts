import { z } from 'zod';
import { endpointsOf } from '../common/endpoint';
import { readinessSchema } from './health.schemas';

const endpoint = endpointsOf('health');

/** What liveness answers. */
const statusSchema = z.object({ status: z.string() });


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
