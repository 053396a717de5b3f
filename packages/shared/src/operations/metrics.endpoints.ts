import { z } from 'zod';
import { endpointsOf } from '../common/endpoint';

const endpoint = endpointsOf('operations');

/**
 * Prometheus scrape (issue 23 section 4, decision 0045): open with `Authorization: Bearer <METRICS_TOKEN>`
 * or from the loopback address without a proxy in between; 403 otherwise. Not a user's token: `auth` stays
 * false, the route checks its own.
 */
export const metrics = endpoint({
  method: 'GET',
  path: '/metrics',
  summary: 'Prometheus metrics of this instance (METRICS_TOKEN or loopback only)',
  produces: 'text/plain',
  responses: { 200: z.string() },
  errors: [403],
});
