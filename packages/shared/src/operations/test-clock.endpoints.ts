import { z } from 'zod';
import { endpointsOf } from '../common/endpoint';

const endpoint = endpointsOf('operations');

export const setTestClockSchema = z.object({
  /** The moment the server should take as "now"; null goes back to the real time. */
  now: z.iso.datetime({ offset: true }).nullable(),
});
export const testClockResponseSchema = z.object({
  now: z.string(),
  /** The scheduled jobs run right after the move, in order, as if their timers had fired. */
  jobs: z.array(z.object({ name: z.string(), ran: z.boolean() })),
});

/**
 * Only registered when the server runs with TEST_CLOCK=true (refused in production): the browser
 * journeys move time through a trip's calendar instead of waiting for it.
 */
export const setTestClock = endpoint({
  method: 'PUT',
  path: '/admin/test-clock',
  summary: "Move the server's clock and run the scheduled jobs (TEST_CLOCK servers only)",
  auth: true,
  body: setTestClockSchema,
  responses: { 200: testClockResponseSchema },
  errors: [400, 401, 403],
});
