import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { servicesEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
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

/** Per partner and per kind of write, an hour (config.ts: serviceWritesPerPartner). */
const perPartner = (app: FastifyInstance) => ({
  rateLimit: {
    max: app.config.rateLimits.serviceWritesPerPartner,
    timeWindow: 60 * 60_000,
    // Route hooks run after the scope's role check, so the user is known here.
    keyGenerator: (req: FastifyRequest) => `services-write:${req.authUser?.id ?? req.ip}`,
  },
});

/** The signed-in partner's own services (spec 2 section 7); travellers, admins and visitors are refused. */
export const partnerServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is read or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('partner'));
  await acceptUploads(app);
  const deps = { db: app.db, media: app.media };

  app.route({
    ...routeOf(servicesEndpoints.listOwn),
    handler: async (request) => ({ services: await listOwnServices(app.db, currentUser(request).id) }),
  });

  app.route({
    ...routeOf(servicesEndpoints.create),
    config: perPartner(app),
    handler: async (request, reply) => {
      const upload = await readMultipartUpload(request, ['image'], SERVICE_MULTIPART_TEXTS);
      const service = await createOwnService(deps, currentUser(request).id, upload, app.clock.now());
      return reply.status(201).send({ service });
    },
  });

  app.route({
    ...routeOf(servicesEndpoints.update),
    config: perPartner(app),
    handler: async (request) => {
      const upload = await readMultipartUpload(request, ['image'], SERVICE_MULTIPART_TEXTS);
      return { service: await updateOwnService(deps, currentUser(request).id, request.params.id, upload, app.clock.now()) };
    },
  });

  app.route({
    ...routeOf(servicesEndpoints.remove),
    config: perPartner(app),
    handler: async (request, reply) => {
      await deleteOwnService(deps, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
