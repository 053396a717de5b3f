import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surpriseAgainEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { surpriseAgainDraft } from './surprise-again.service';

/** "Surprise me again" (issue 19): the traveller's own completed trips only. */
export const surpriseAgainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('traveller'));

  app.route({
    ...routeOf(surpriseAgainEndpoints.draft),
    handler: async (request) => surpriseAgainDraft(app.db, currentUser(request).id, request.params.id),
  });
};
