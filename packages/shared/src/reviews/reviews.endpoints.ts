import { endpointsOf } from '../common/endpoint';
import { idParamSchema } from '../common/api';
import { reviewVisibilityResponseSchema, reviewVisibilitySchema } from './review-moderation.schemas';
import { createReviewResponseSchema, createReviewSchema, reviewCheckResponseSchema, tripReviewsResponseSchema } from './review.schemas';

const endpoint = endpointsOf('reviews');
/** The dashboard's reviews tab is documented with the other admin calls. */
const adminEndpoint = endpointsOf('admin');

/** The traveller's review of a trip (spec 1 section 7); paths name the trip `:id`, like the other /trips routes. */
export const check = endpoint({
  method: 'GET',
  path: '/trips/:id/reviews/check',
  summary: 'Whether the traveller already reviewed this trip',
  auth: true,
  params: idParamSchema,
  responses: { 200: reviewCheckResponseSchema },
  errors: [400, 401, 403, 404],
});

export const create = endpoint({
  method: 'POST',
  path: '/trips/:id/reviews',
  summary: 'Review a trip and its services (once per trip)',
  auth: true,
  params: idParamSchema,
  body: createReviewSchema,
  responses: { 201: createReviewResponseSchema },
  errors: [400, 401, 403, 404, 409],
});

export const adminList = adminEndpoint({
  method: 'GET',
  path: '/admin/trip-reviews',
  summary: 'Every trip review with its service ratings, newest first',
  auth: true,
  responses: { 200: tripReviewsResponseSchema },
  errors: [401, 403],
});

/**
 * Moderation (issue 22): `id` is the trip review's id (the reviews tab's `id`). Hiding takes the review and
 * its service ratings out of every rating and public list at once and e-mails the author the reason.
 */
export const setVisibility = adminEndpoint({
  method: 'PUT',
  path: '/admin/reviews/:id/visibility',
  summary: 'Hide a review (with the reason its author is e-mailed) or show it again',
  auth: true,
  params: idParamSchema,
  body: reviewVisibilitySchema,
  responses: { 200: reviewVisibilityResponseSchema },
  errors: [400, 401, 403, 404],
});
