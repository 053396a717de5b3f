import { endpointsOf } from '../common/endpoint';
import { setTestClockSchema, testClockResponseSchema } from './test-clock.schemas';

const endpoint = endpointsOf('operations');

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
