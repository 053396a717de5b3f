import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReviewResponseSchema,
  createReviewSchema,
  errorResponseSchema,
  idParamSchema,
  reviewCheckResponseSchema,
  reviewTexts,
  tripReviewsResponseSchema,
} from '@mt/shared';
import { currentUser } from '../../plugins/auth';
import { checkReviewed, createReview, listReviewsForAdmin } from './reviews.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearerAuth: [] }];

/** The traveller's review of a trip (spec 1 section 7). Paths name the trip `:id`, like the other /trips routes. */
export const travellerReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('traveller'));

  app.get(
    '/trips/:id/reviews/check',
    { schema: { tags: ['reviews'], summary: 'Whether the traveller already reviewed this trip', security, params: idParamSchema, response: { 200: reviewCheckResponseSchema, ...errors } } },
    async (request) => ({ hasReviewed: await checkReviewed(app.db, currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/trips/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a trip and its services (once per trip)',
        security,
        params: idParamSchema,
        body: createReviewSchema,
        response: { 201: createReviewResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ message: reviewTexts.success, review: await createReview(app.db, currentUser(request).id, request.params.id, request.body) }),
  );
};

export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/admin/trip-reviews',
    { schema: { tags: ['admin'], summary: 'Every trip review with its service ratings, newest first', security, response: { 200: tripReviewsResponseSchema, ...errors } } },
    async () => ({ reviews: await listReviewsForAdmin(app.db) }),
  );
};
