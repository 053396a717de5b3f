import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { getPreferenceForAdmin, listPreferencesForAdmin } from './admin-preferences.service';

/** Spec 3 section 7: the admin's reads of travellers' preferences. */
export const adminPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(preferencesEndpoints.list),
    handler: async () => ({ preferences: await listPreferencesForAdmin(app.db) }),
  });

  app.route({
    ...routeOf(preferencesEndpoints.get),
    handler: async (request) => ({ preference: await getPreferenceForAdmin(app.db, request.params.id) }),
  });
};
