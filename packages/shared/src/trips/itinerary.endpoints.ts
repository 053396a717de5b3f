import { endpointsOf } from '../common/endpoint';
import { idParamSchema } from '../common/api';
import { adminItineraryResponseSchema, saveItinerarySchema } from './itinerary.schemas';

/** The trip companion's admin side (issue 19 section 3); the traveller reads it in GET /trips/:id/details. */
const endpoint = endpointsOf('admin');

export const get = endpoint({
  method: 'GET',
  path: '/admin/trips/:id/itinerary',
  summary: "A trip's itinerary (null until written) with the trip's dates",
  auth: true,
  params: idParamSchema,
  responses: { 200: adminItineraryResponseSchema },
  errors: [400, 401, 403, 404],
});

export const save = endpoint({
  method: 'PUT',
  path: '/admin/trips/:id/itinerary',
  summary: "Write a trip's day-by-day itinerary and first day's meeting point (replaces the previous one)",
  description: '400: a date outside the trip, a repeated date, a service not on the trip, bounds. 409: a cancelled trip.',
  auth: true,
  params: idParamSchema,
  body: saveItinerarySchema,
  responses: { 200: adminItineraryResponseSchema },
  errors: [400, 401, 403, 404, 409],
});
