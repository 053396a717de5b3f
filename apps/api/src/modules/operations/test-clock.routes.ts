import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testClockEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';

/**
 * PUT /api/admin/test-clock, registered only on a TEST_CLOCK server (plugins/clock.ts): moves "now"
 * and runs every scheduled job once, so a browser journey sees what the timers would have done by then.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = app.testClock;
  if (!clock) return;
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(testClockEndpoints.setTestClock),
    handler: async (request) => {
      clock.set(request.body.now === null ? null : new Date(request.body.now));
      const jobs = [];
      for (const name of app.scheduler.jobNames) jobs.push({ name, ran: (await app.scheduler.runNow(name)).ran });
      return { now: clock.now().toISOString(), jobs };
    },
  });
};
