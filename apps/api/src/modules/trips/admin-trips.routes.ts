import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTripsEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
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
import { reviseProposal } from './revise-proposal.service';

/** The admin side of the trip lifecycle (spec 3 section 7); the screens come with the admin area. */
export const adminTripsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(adminTripsEndpoints.create),
    handler: async (request, reply) => reply.status(201).send({ trip: await createTripProposal(app, request.body) }),
  });

  app.route({
    ...routeOf(adminTripsEndpoints.list),
    handler: async (request) => ({ trips: await listTripsForAdmin(app.db, request.query) }),
  });

  app.route({
    ...routeOf(adminTripsEndpoints.byPreference),
    handler: async (request) => ({ trip: await getTripByPreference(app.db, request.params.preferenceId) }),
  });

  app.route({
    ...routeOf(adminTripsEndpoints.rebookings),
    handler: async (request) => rebookingsInfo(app.db, request.params.tripId),
  });

  app.route({
    ...routeOf(adminTripsEndpoints.get),
    handler: async (request) => ({ trip: await getTripForAdmin(app.db, request.params.id) }),
  });

  app.route({
    ...routeOf(adminTripsEndpoints.services),
    handler: async (request) => ({ services: await tripServicesForAdmin(app.db, request.params.id) }),
  });

  app.route({
    ...routeOf(adminTripsEndpoints.updateStatus),
    handler: async (request) => ({ trip: await changeTripStatus(app, request.params.id, request.body.status) }),
  });

  app.route({
    ...routeOf(adminTripsEndpoints.reveal),
    handler: async (request) => ({ trip: await revealTripNow(app, request.params.id) }),
  });

  app.route({
    ...routeOf(adminTripsEndpoints.reviseProposal),
    handler: async (request) => ({ trip: await reviseProposal(app, request.params.id, request.body) }),
  });
};
