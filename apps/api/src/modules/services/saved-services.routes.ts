import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedServicesEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { listSavedServices, savedServiceIdsForPreference, saveService, unsaveService } from './saved-services.service';

/** The traveller's heart (issue 22): travellers only, so partners and admins get 403. */
export const savedServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a guest is refused (401) before the id is read, a partner or admin (403) too.
  app.addHook('onRequest', app.requireRole('traveller'));

  app.route({
    ...routeOf(savedServicesEndpoints.list),
    handler: async (request) => ({ services: await listSavedServices(app.db, currentUser(request).id) }),
  });

  app.route({
    ...routeOf(savedServicesEndpoints.save),
    // Shows on no page: the kept pages and answers stay (plugins/public-changes.ts).
    config: { pagesChanged: 'none' },
    handler: async (request) => saveService(app.db, currentUser(request).id, request.params.serviceId),
  });

  app.route({
    ...routeOf(savedServicesEndpoints.unsave),
    // Shows on no page: the kept pages and answers stay (plugins/public-changes.ts).
    config: { pagesChanged: 'none' },
    handler: async (request, reply) => {
      await unsaveService(app.db, currentUser(request).id, request.params.serviceId);
      return reply.status(204).send(null);
    },
  });
};

/** The admin's create-trip view: the preference's traveller's saved services come first. */
export const adminSavedServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(savedServicesEndpoints.listForPreference),
    handler: async (request) => ({ service_ids: await savedServiceIdsForPreference(app.db, request.params.id) }),
  });
};
