import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminServicesEndpoints, adminTexts } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { listAdminServices, setFeatured, setHomepageSettings } from './admin-services.service';
import { getServiceForAdmin, updateServiceAsAdmin } from './admin-service-edit.service';

/**
 * The admin dashboard's services tab (spec 3 section 7): every service, the featured flag, the home page pins
 * and the service edit modal (issue 22).
 */
export const adminServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(adminServicesEndpoints.list),
    handler: async () => ({ services: await listAdminServices(app.db) }),
  });

  app.route({
    ...routeOf(adminServicesEndpoints.setFeatured),
    handler: async (request) => {
      const service = await setFeatured(app.db, request.params.id, request.body.is_featured);
      return { message: adminTexts.featuredUpdated(service.name), service };
    },
  });

  app.route({
    ...routeOf(adminServicesEndpoints.setHomepageSettings),
    handler: async (request) => {
      const service = await setHomepageSettings(app.db, request.params.id, request.body);
      return { message: adminTexts.homepageUpdated(service.name), service };
    },
  });

  app.route({
    ...routeOf(adminServicesEndpoints.get),
    handler: async (request) => getServiceForAdmin(app.db, request.params.id),
  });

  app.route({
    ...routeOf(adminServicesEndpoints.update),
    handler: async (request) => updateServiceAsAdmin(app, currentUser(request).id, request.params.id, request.body),
  });
};
