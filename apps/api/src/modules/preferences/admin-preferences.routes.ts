import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPreferenceResponseSchema, adminPreferencesResponseSchema, errorResponseSchema, idParamSchema } from '@mt/shared';
import { getPreferenceForAdmin, listPreferencesForAdmin } from './admin-preferences.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Spec 3 section 7: the admin's reads of travellers' preferences. */
export const adminPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/admin/preferences',
    {
      schema: { tags: ['admin'], summary: 'Every preference with its traveller and trip', security: [{ bearerAuth: [] }], response: { 200: adminPreferencesResponseSchema, ...errors } },
    },
    async () => ({ preferences: await listPreferencesForAdmin(app.db) }),
  );

  app.get(
    '/admin/preferences/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One preference',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        response: { 200: adminPreferenceResponseSchema, ...errors },
      },
    },
    async (request) => ({ preference: await getPreferenceForAdmin(app.db, request.params.id) }),
  );
};
