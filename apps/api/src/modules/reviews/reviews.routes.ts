import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewTexts, reviewsEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { checkReviewed, createReview, listReviewsForAdmin } from './reviews.service';
import { setReviewHidden } from './review-moderation.service';

/** The traveller's review of a trip (spec 1 section 7). Paths name the trip `:id`, like the other /trips routes. */
export const travellerReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('traveller'));

  app.route({
    ...routeOf(reviewsEndpoints.check),
    handler: async (request) => ({ hasReviewed: await checkReviewed(app.db, currentUser(request).id, request.params.id) }),
  });

  app.route({
    ...routeOf(reviewsEndpoints.create),
    handler: async (request, reply) =>
      reply.status(201).send({ message: reviewTexts.success, review: await createReview(app.db, currentUser(request).id, request.params.id, request.body, app.clock.now()) }),
  });
};

export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(reviewsEndpoints.adminList),
    handler: async () => ({ reviews: await listReviewsForAdmin(app.db) }),
  });

  app.route({
    ...routeOf(reviewsEndpoints.setVisibility),
    handler: async (request) => setReviewHidden(app, currentUser(request).id, request.params.id, request.body, app.clock.now()),
  });
};
