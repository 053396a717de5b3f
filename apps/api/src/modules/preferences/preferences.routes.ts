import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPreferenceResponseSchema, createPreferenceSchema, errorResponseSchema, preferenceTexts } from '@mt/shared';
import { currentUser } from '../../plugins/auth';
import { createPreference } from './preferences.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('traveller'));

  app.post(
    '/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Submit trip preferences (from the Discover form or a trip plan)',
        security: [{ bearerAuth: [] }],
        body: createPreferenceSchema,
        response: { 201: createPreferenceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const preference = await createPreference(app, currentUser(request), request.body);
      return reply.status(201).send({ message: preferenceTexts.submitted, preference });
    },
  );
};
