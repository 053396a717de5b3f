import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { signedInUser } from '../../plugins/auth';
import { getAdminEnvelope, getEnvelope, writeEnvelope } from './envelope.service';

/** The envelope for its traveller and admins (issue 19 section 2); another traveller or a partner gets 403. */
export const envelopeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('traveller', 'admin'));

  app.route({
    ...routeOf(envelopeEndpoints.show),
    config: { readsBesideSessionCheck: true },
    handler: async (request) => getEnvelope(app.db, signedInUser(request), request.params.id),
  });
};

/** The admin writes the envelope's clues. */
export const adminEnvelopeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(envelopeEndpoints.adminShow),
    handler: async (request) => getAdminEnvelope(app.db, request.params.id, app.clock.now()),
  });

  app.route({
    ...routeOf(envelopeEndpoints.write),
    handler: async (request) => writeEnvelope(app.db, request.params.id, request.body, app.clock.now()),
  });
};
