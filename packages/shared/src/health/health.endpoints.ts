import { z } from 'zod';
import { endpointsOf } from '../common/endpoint';

const endpoint = endpointsOf('health');

/** What both probes answer; readiness answers it with 503 too, when the database does not. */
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
  summary: 'Readiness: the database answers',
  responses: { 200: statusSchema, 503: statusSchema },
  errors: [],
});
