import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailVerificationTexts, proposalTexts, tripTexts, tripsEndpoints } from '@mt/shared';
import { sendEncodedJson } from '../../lib/encoded-text';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { assertEmailVerified } from '../users/users.service';
import { cancellationQuote } from './cancellation-quote.service';
import { cancelTripByTraveller } from './traveller-cancel.service';
import { declineProposal, requestProposalChanges } from './proposal-answers.service';
import { postponeTrip } from './postpone-trip.service';
import { rebookTrip } from './rebook.service';
import { startTripPayment } from './trip-payments.service';
import { keptDashboard } from './kept-dashboards';
import { getTripDetails, markTravellerComplete, travellerTripDto, tripCalendarFile } from './traveller-trips.service';

/** The traveller's own trips (spec 1 section 7). Another traveller's trip answers 403. */
export const travellerTripsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('traveller'));

  app.route({
    ...routeOf(tripsEndpoints.list),
    // Compressed with the kept dashboard (kept-dashboards.ts), once, not by @fastify/compress on every request.
    compress: false,
    handler: async (request, reply) => {
      // Bytes the route's own serializer wrote: Fastify sends them as they are.
      return sendEncodedJson(request, reply, await keptDashboard(app.db, currentUser(request), app.clock.now()));
    },
  });

  app.route({
    ...routeOf(tripsEndpoints.details),
    handler: async (request) => getTripDetails(app.db, currentUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(tripsEndpoints.pay),
    handler: async (request) => {
      // Issue 21: money moves only for an address the traveller has confirmed.
      await assertEmailVerified(app.db, currentUser(request).id, emailVerificationTexts.verifyBeforePaying);
      return startTripPayment(app, currentUser(request).id, request.params.id, request.body?.part);
    },
  });

  app.route({
    ...routeOf(tripsEndpoints.travellerComplete),
    handler: async (request) => ({ message: tripTexts.markedComplete, trip: await markTravellerComplete(app.db, currentUser(request).id, request.params.id, app.clock.now()) }),
  });

  app.route({
    ...routeOf(tripsEndpoints.rebook),
    handler: async (request, reply) => {
      const travellerId = currentUser(request).id;
      const tripId = await rebookTrip(app, travellerId, request.params.id, request.body?.departure_date);
      return reply.status(201).send({ message: tripTexts.rebooked(tripId), tripId, trip: await travellerTripDto(app.db, travellerId, tripId, app.clock.now()) });
    },
  });

  app.route({
    ...routeOf(tripsEndpoints.changeRequest),
    handler: async (request) => ({
      message: proposalTexts.changeRequested,
      trip: await requestProposalChanges(app, currentUser(request).id, request.params.id, request.body.message),
    }),
  });

  app.route({
    ...routeOf(tripsEndpoints.decline),
    handler: async (request) => ({
      message: proposalTexts.declined,
      trip: await declineProposal(app, currentUser(request).id, request.params.id, request.body.reason),
    }),
  });

  app.route({
    ...routeOf(tripsEndpoints.cancellationQuote),
    handler: async (request) => cancellationQuote(app.db, currentUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(tripsEndpoints.cancel),
    handler: async (request) => cancelTripByTraveller(app, currentUser(request).id, request.params.id, request.body ?? {}),
  });

  app.route({
    ...routeOf(tripsEndpoints.postpone),
    handler: async (request) => postponeTrip(app, currentUser(request).id, request.params.id, request.body.departure_date),
  });

  app.route({
    ...routeOf(tripsEndpoints.calendar),
    handler: async (request, reply) => {
      const body = await tripCalendarFile(app.db, currentUser(request).id, request.params.id, app.config.publicUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="mystery-trip-${request.params.id}.ics"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
};
