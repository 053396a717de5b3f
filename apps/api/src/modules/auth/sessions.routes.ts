import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionEndpoints, sessionTexts } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { endAllSessions } from '../users/users.service';

/**
 * Signing out on the server (issue 21). Tokens are stateless: ending one means raising the user's
 * token version, which ends them all, so logout and "log out everywhere" do the same (decision 0031).
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(sessionEndpoints.logout),
    // Shows on no page: the kept pages and answers stay (plugins/public-changes.ts).
    config: { pagesChanged: 'none' },
    handler: async (request) => {
      await endAllSessions(app.db, currentUser(request).id);
      return { message: sessionTexts.loggedOut };
    },
  });

  app.route({
    ...routeOf(sessionEndpoints.logoutEverywhere),
    // Shows on no page: the kept pages and answers stay (plugins/public-changes.ts).
    config: { pagesChanged: 'none' },
    handler: async (request) => {
      await endAllSessions(app.db, currentUser(request).id);
      return { message: sessionTexts.loggedOutEverywhere };
    },
  });
};
