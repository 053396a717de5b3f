import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerTexts, partnersEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { getOwnPartner, updateOwnPartner } from './partners.service';

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('partner'));

  app.route({
    ...routeOf(partnersEndpoints.getOwn),
    handler: async (request) => ({ partner: await getOwnPartner(app.db, currentUser(request).id) }),
  });

  app.route({
    ...routeOf(partnersEndpoints.updateOwn),
    handler: async (request) => ({
      message: partnerTexts.profileUpdated,
      ...(await updateOwnPartner(app.db, currentUser(request).id, request.body)),
    }),
  });
};
