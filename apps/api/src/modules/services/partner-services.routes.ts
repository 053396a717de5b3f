import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema, serviceIdParamSchema, serviceResponseSchema, servicesResponseSchema } from '@mt/shared';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { readMultipartUpload } from '../media';
import {
  SERVICE_MULTIPART_TEXTS,
  createOwnService,
  deleteOwnService,
  listOwnServices,
  updateOwnService,
} from './partner-services.service';
import { acceptUploads } from '../../plugins/uploads';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const uploadErrors = { ...errors, 413: errorResponseSchema, 415: errorResponseSchema, 429: errorResponseSchema };
const security = [{ bearerAuth: [] }];

/**
 * Per partner and per kind of write (create, update, delete each have their own budget): generous for a
 * partner at work, not for a script; creates and updates may carry an image to re-encode.
 */
export const SERVICE_WRITE_RATE_LIMIT = { max: 120, timeWindow: 60 * 60_000 } as const;
const perPartner = {
  rateLimit: {
    ...SERVICE_WRITE_RATE_LIMIT,
    // Route hooks run after the scope's role check, so the user is known here.
    keyGenerator: (req: FastifyRequest) => `services-write:${req.authUser?.id ?? req.ip}`,
  },
};

/** The signed-in partner's own services (spec 2 section 7); travellers, admins and visitors are refused. */
export const partnerServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is read or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('partner'));
  await acceptUploads(app);
  const deps = { db: app.db, media: app.media };

  app.get(
    '/services',
    {
      schema: {
        tags: ['services'],
        summary: 'The signed-in partner’s services (active and inactive), newest first',
        security,
        response: { 200: servicesResponseSchema, ...errors },
      },
    },
    async (request) => ({ services: await listOwnServices(app.db, currentUser(request).id) }),
  );

  app.post(
    '/services',
    {
      config: perPartner,
      schema: {
        tags: ['services'],
        summary: 'Add a service (multipart: name, type, description, location_details, base_price, currency, pricing_description, is_active "true"/"false", image file)',
        description: 'Needs an active or trialing subscription; refused with 403 once the plan’s max_services is reached.',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: serviceResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await readMultipartUpload(request, ['image'], SERVICE_MULTIPART_TEXTS);
      const service = await createOwnService(deps, currentUser(request).id, upload);
      return reply.status(201).send({ service });
    },
  );

  app.put(
    '/services/:id',
    {
      config: perPartner,
      schema: {
        tags: ['services'],
        summary: 'Replace a service’s fields (same multipart as POST); a new image file replaces the image',
        security,
        consumes: ['multipart/form-data'],
        params: serviceIdParamSchema,
        response: { 200: serviceResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const upload = await readMultipartUpload(request, ['image'], SERVICE_MULTIPART_TEXTS);
      return { service: await updateOwnService(deps, currentUser(request).id, request.params.id, upload) };
    },
  );

  app.delete(
    '/services/:id',
    {
      config: perPartner,
      schema: {
        tags: ['services'],
        summary: 'Delete a service (a service on a trip is kept for that trip but hidden everywhere)',
        security,
        params: serviceIdParamSchema,
        response: { 204: z.null(), ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteOwnService(deps, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
