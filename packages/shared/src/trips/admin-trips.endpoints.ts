import { endpointsOf } from '../common/endpoint';
import { idParamSchema } from '../common/api';
import {
  adminTripResponseSchema,
  adminTripServicesResponseSchema,
  adminTripsQuerySchema,
  adminTripsResponseSchema,
  createTripSchema,
  rebookingsInfoSchema,
  reviseProposalSchema,
  tripIdParamSchema,
  tripPreferenceIdParamSchema,
  updateTripStatusSchema,
} from './trip.schemas';

/** The admin side of the trip lifecycle (spec 3 section 7), documented with the dashboard's calls. */
const endpoint = endpointsOf('admin');

export const create = endpoint({
  method: 'POST',
  path: '/trips',
  summary: 'Create a trip proposal from a new preference (NOK)',
  auth: true,
  body: createTripSchema,
  responses: { 201: adminTripResponseSchema },
  errors: [400, 401, 403, 404, 409],
});

export const list = endpoint({
  method: 'GET',
  path: '/admin/trips',
  summary: 'Every trip, newest first (or one rebooking chain)',
  auth: true,
  query: adminTripsQuerySchema,
  responses: { 200: adminTripsResponseSchema },
  errors: [400, 401, 403],
});

export const byPreference = endpoint({
  method: 'GET',
  path: '/admin/trips/by-preference/:preferenceId',
  summary: 'The trip made from a preference (404 when none)',
  auth: true,
  params: tripPreferenceIdParamSchema,
  responses: { 200: adminTripResponseSchema },
  errors: [400, 401, 403, 404],
});

export const rebookings = endpoint({
  method: 'GET',
  path: '/admin/trips/rebookings/:tripId',
  summary: 'Whether a trip was rebooked, and how many times down the chain',
  auth: true,
  params: tripIdParamSchema,
  responses: { 200: rebookingsInfoSchema },
  errors: [400, 401, 403, 404],
});

export const get = endpoint({
  method: 'GET',
  path: '/admin/trips/:id',
  summary: 'One trip',
  auth: true,
  params: idParamSchema,
  responses: { 200: adminTripResponseSchema },
  errors: [400, 401, 403, 404],
});

/** Spec 3 names it /trips/{tripId}/services; the parameter is `id` like the traveller routes on /trips/:id. */
export const services = endpoint({
  method: 'GET',
  path: '/trips/:id/services',
  summary: "A trip's services with the prices and commission snapshotted at proposal time",
  auth: true,
  params: idParamSchema,
  responses: { 200: adminTripServicesResponseSchema },
  errors: [400, 401, 403, 404],
});

export const updateStatus = endpoint({
  method: 'PUT',
  path: '/admin/trips/:id/status',
  summary: 'Move a trip along the lifecycle (revealed, completed, cancelled); 409 otherwise',
  auth: true,
  params: idParamSchema,
  body: updateTripStatusSchema,
  responses: { 200: adminTripResponseSchema },
  errors: [400, 401, 403, 404, 409, 502],
});

export const reveal = endpoint({
  method: 'PUT',
  path: '/admin/trips/:id/reveal',
  summary: 'Reveal a confirmed trip now',
  auth: true,
  params: idParamSchema,
  responses: { 200: adminTripResponseSchema },
  errors: [400, 401, 403, 404, 409],
});

/** Issue 18: the admin revises an unpaid proposal (services, price, contents); 409 once paid. */
export const reviseProposal = endpoint({
  method: 'PUT',
  path: '/admin/trips/:id/proposal',
  summary: 'Revise an unpaid proposal; open payments are cancelled and the traveller is emailed what changed',
  auth: true,
  params: idParamSchema,
  body: reviseProposalSchema,
  responses: { 200: adminTripResponseSchema },
  errors: [400, 401, 403, 404, 409, 502],
});
