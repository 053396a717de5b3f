import { endpointsOf } from '../common/endpoint';
import { idParamSchema } from '../common/api';
import { adminPreferenceResponseSchema, adminPreferencesResponseSchema } from '../trips/trip.schemas';
import { createPreferenceResponseSchema, createPreferenceSchema } from './preference.schemas';

const endpoint = endpointsOf('preferences');
/** The admin's reads are documented with the other admin routes. */
const adminEndpoint = endpointsOf('admin');

/** Travellers only (the server's rule). */
export const create = endpoint({
  method: 'POST',
  path: '/preferences',
  summary: 'Submit trip preferences (from the Discover form or a trip plan)',
  auth: true,
  body: createPreferenceSchema,
  responses: { 201: createPreferenceResponseSchema },
  errors: [400, 401, 403],
});

/** Spec 3 section 7: the admin's reads of travellers' preferences, admins only. */
export const list = adminEndpoint({
  method: 'GET',
  path: '/admin/preferences',
  summary: 'Every preference with its traveller and trip',
  auth: true,
  responses: { 200: adminPreferencesResponseSchema },
  errors: [401, 403],
});

export const get = adminEndpoint({
  method: 'GET',
  path: '/admin/preferences/:id',
  summary: 'One preference',
  auth: true,
  params: idParamSchema,
  responses: { 200: adminPreferenceResponseSchema },
  errors: [400, 401, 403, 404],
});
