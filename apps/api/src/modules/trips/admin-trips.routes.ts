import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTripResponseSchema,
  adminTripServicesResponseSchema,
  adminTripsQuerySchema,
  adminTripsResponseSchema,
  createTripSchema,
  errorResponseSchema,
  idParamSchema,
  rebookingsInfoSchema,
  updateTripStatusSchema,
} from '@mt/shared';
import { z } from 'zod';
import {
  changeTripStatus,
  createTripProposal,
  getTripByPreference,
  getTripForAdmin,
  listTripsForAdmin,
  rebookingsInfo,
  revealTripNow,
  tripServicesForAdmin,
} from './admin-trips.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};
const security = [{ bearerAuth: [] }];
const tags = ['admin'];

/** The admin side of the trip lifecycle (spec 3 section 7); the screens come with the admin area. */
export const adminTripsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.post(
    '/trips',
    { schema: { tags, summary: 'Create a trip proposal from a new preference (NOK)', security, body: createTripSchema, response: { 201: adminTripResponseSchema, ...errors } } },
    async (request, reply) => reply.status(201).send({ trip: await createTripProposal(app, request.body) }),
  );

  app.get(
    '/admin/trips',
    { schema: { tags, summary: 'Every trip, newest first (or one rebooking chain)', security, querystring: adminTripsQuerySchema, response: { 200: adminTripsResponseSchema, ...errors } } },
    async (request) => ({ trips: await listTripsForAdmin(app.db, request.query) }),
  );

  app.get(
    '/admin/trips/by-preference/:preferenceId',
    {
      schema: {
        tags,
        summary: 'The trip made from a preference (404 when none)',
        security,
        params: z.object({ preferenceId: z.coerce.number().int().positive() }),
        response: { 200: adminTripResponseSchema, ...errors },
      },
    },
    async (request) => ({ trip: await getTripByPreference(app.db, request.params.preferenceId) }),
  );

  app.get(
    '/admin/trips/rebookings/:tripId',
    {
      schema: {
        tags,
        summary: 'Whether a trip was rebooked, and how many times down the chain',
        security,
        params: z.object({ tripId: z.coerce.number().int().positive() }),
        response: { 200: rebookingsInfoSchema, ...errors },
      },
    },
    async (request) => rebookingsInfo(app.db, request.params.tripId),
  );

  app.get(
    '/admin/trips/:id',
    { schema: { tags, summary: 'One trip', security, params: idParamSchema, response: { 200: adminTripResponseSchema, ...errors } } },
    async (request) => ({ trip: await getTripForAdmin(app.db, request.params.id) }),
  );

  app.get(
    // Spec 3 names it /trips/{tripId}/services; the parameter is `id` like the traveller routes on /trips/:id.
    '/trips/:id/services',
    {
      schema: {
        tags,
        summary: "A trip's services with the prices and commission snapshotted at proposal time",
        security,
        params: idParamSchema,
        response: { 200: adminTripServicesResponseSchema, ...errors },
      },
    },
    async (request) => ({ services: await tripServicesForAdmin(app.db, request.params.id) }),
  );

  app.put(
    '/admin/trips/:id/status',
    {
      schema: {
        tags,
        summary: 'Move a trip along the lifecycle (revealed, completed, cancelled); 409 otherwise',
        security,
        params: idParamSchema,
        body: updateTripStatusSchema,
        response: { 200: adminTripResponseSchema, ...errors },
      },
    },
    async (request) => ({ trip: await changeTripStatus(app, request.params.id, request.body.status) }),
  );

  app.put(
    '/admin/trips/:id/reveal',
    { schema: { tags, summary: 'Reveal a confirmed trip now', security, params: idParamSchema, response: { 200: adminTripResponseSchema, ...errors } } },
    async (request) => ({ trip: await revealTripNow(app, request.params.id) }),
  );
};
