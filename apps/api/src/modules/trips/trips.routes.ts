import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamSchema,
  payTripResponseSchema,
  rebookResponseSchema,
  rebookTripSchema,
  tripDetailsResponseSchema,
  tripMessageResponseSchema,
  tripsResponseSchema,
  tripTexts,
} from '@mt/shared';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { startTripPayment } from '../payments/payments.service';
import { rebookTrip } from './rebook.service';
import { getTripDetails, listTrips, markTravellerComplete, travellerTripDto, tripCalendarFile } from './traveller-trips.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};
const security = [{ bearerAuth: [] }];

/** The traveller's own trips (spec 1 section 7). Another traveller's trip answers 403. */
export const travellerTripsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('traveller'));

  app.get(
    '/trips',
    { schema: { tags: ['trips'], summary: 'The upcoming trip, the others, and whether a preference awaits a proposal', security, response: { 200: tripsResponseSchema, ...errors } } },
    async (request) => listTrips(app.db, currentUser(request).id),
  );

  app.get(
    '/trips/:id/details',
    {
      schema: {
        tags: ['trips'],
        summary: "A revealed trip's destination and services (409 before the reveal)",
        security,
        params: idParamSchema,
        response: { 200: tripDetailsResponseSchema, ...errors },
      },
    },
    async (request) => getTripDetails(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/trips/:id/pay',
    {
      schema: { tags: ['trips'], summary: 'Start (or resume) the card payment of a proposal', security, params: idParamSchema, response: { 200: payTripResponseSchema, ...errors } },
    },
    async (request) => startTripPayment(app, currentUser(request).id, request.params.id),
  );

  app.put(
    '/trips/:id/traveller-complete',
    {
      schema: {
        tags: ['trips'],
        summary: 'Ask the team to mark a paid trip as completed (pending_completion)',
        security,
        params: idParamSchema,
        response: { 200: tripMessageResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: tripTexts.markedComplete, trip: await markTravellerComplete(app.db, currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/trips/:id/rebook',
    {
      schema: {
        tags: ['trips'],
        summary: 'Rebook a completed or cancelled trip: same services at today’s prices',
        security,
        params: idParamSchema,
        body: rebookTripSchema,
        response: { 201: rebookResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const travellerId = currentUser(request).id;
      const tripId = await rebookTrip(app, travellerId, request.params.id, request.body?.departure_date);
      return reply.status(201).send({ message: tripTexts.rebooked(tripId), tripId, trip: await travellerTripDto(app.db, travellerId, tripId) });
    },
  );

  app.get(
    '/trips/:id/calendar.ics',
    {
      schema: {
        tags: ['trips'],
        summary: 'The revealed trip as a calendar file',
        security,
        params: idParamSchema,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const body = await tripCalendarFile(app.db, currentUser(request).id, request.params.id, app.config.publicUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="mystery-trip-${request.params.id}.ics"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
