import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  partnerResponseSchema,
  partnerTexts,
  partnerUpdateResponseSchema,
  updatePartnerSchema,
} from '@mt/shared';
import { currentUser } from '../../plugins/auth';
import { getOwnPartner, updateOwnPartner } from './partners.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('partner'));

  app.get(
    '/partners/me',
    {
      schema: {
        tags: ['partners'],
        summary: 'The signed-in partner’s own profile',
        security: [{ bearerAuth: [] }],
        response: { 200: partnerResponseSchema, ...errors },
      },
    },
    async (request) => ({ partner: await getOwnPartner(app.db, currentUser(request).id) }),
  );

  app.put(
    '/partners/me',
    {
      schema: {
        tags: ['partners'],
        summary: 'Update the signed-in partner’s company and contact details',
        security: [{ bearerAuth: [] }],
        body: updatePartnerSchema,
        response: { 200: partnerUpdateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: partnerTexts.profileUpdated,
      ...(await updateOwnPartner(app.db, currentUser(request).id, request.body)),
    }),
  );
};
