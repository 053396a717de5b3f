import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferenceTexts, preferencesEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { createPreference } from './preferences.service';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('traveller'));

  app.route({
    ...routeOf(preferencesEndpoints.create),
    // Shows on no page: the kept pages and answers stay (plugins/public-changes.ts).
    config: { pagesChanged: 'none' },
    handler: async (request, reply) => {
      const preference = await createPreference(app, currentUser(request), request.body);
      return reply.status(201).send({ message: preferenceTexts.submitted, preference });
    },
  });
};
