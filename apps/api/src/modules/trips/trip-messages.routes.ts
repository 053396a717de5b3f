import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { tripMessagesEndpoints, tripMessageTexts } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser, signedInUser } from '../../plugins/auth';
import { listTripMessages, markTripMessagesRead, sendTripMessage } from './trip-messages.service';

/** A trip's thread: its traveller and the admins (the team); a partner is refused before any lookup. */
export const tripMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: 401/403 before the body is read or validated.
  app.addHook('onRequest', app.requireRole('traveller', 'admin'));
  const limits = app.config.rateLimits;

  app.route({
    ...routeOf(tripMessagesEndpoints.list),
    config: { readsBesideSessionCheck: true },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listTripMessages(app.db, signedInUser(request), request.params.id);
    },
  });

  app.route({
    ...routeOf(tripMessagesEndpoints.send),
    config: {
      // Shows on no page: the kept pages and answers stay (plugins/public-changes.ts).
      pagesChanged: 'none',
      // Per user, across trips: enough for a conversation, not for a flood (a script or a stuck key).
      rateLimit: {
        max: limits.tripMessagesPerUser,
        timeWindow: limits.tripMessagesWindowMs,
        keyGenerator: (req: FastifyRequest) => `trip-messages:${req.authUser?.id ?? req.ip}`,
        errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, message: tripMessageTexts.tooMany(Math.ceil(ctx.ttl / 1000)) }),
      },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ trip_message: await sendTripMessage(app, currentUser(request), request.params.id, request.body.body) }),
  });

  app.route({
    ...routeOf(tripMessagesEndpoints.markRead),
    // Shows on no page: the kept pages and answers stay (plugins/public-changes.ts).
    config: { pagesChanged: 'none' },
    handler: async (request, reply) => {
      await markTripMessagesRead(app.db, currentUser(request), request.params.id, request.body.last_read_id);
      return reply.status(204).send(null);
    },
  });
};
