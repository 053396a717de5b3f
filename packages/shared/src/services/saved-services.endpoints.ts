import { endpointsOf } from '../common/endpoint';
import { idParamSchema } from '../common/api';
import { savedServiceParamSchema, savedServiceResponseSchema, travellerSavedServicesResponseSchema } from './saved-services.schemas';
import { servicesResponseSchema } from './service.schemas';

/** A traveller's saved services (issue 22, the heart; decision 0038). Travellers only: 403 for partners and admins. */
const endpoint = endpointsOf('services');
const adminEndpoint = endpointsOf('admin');

export const list = endpoint({
  method: 'GET',
  path: '/users/me/saved-services',
  summary: 'The signed-in traveller’s saved services as catalogue cards, newest saved first',
  description: 'A saved service that is no longer listed is left out (and kept: it comes back if it is listed again).',
  auth: true,
  responses: { 200: servicesResponseSchema },
  errors: [401, 403],
});

export const save = endpoint({
  method: 'PUT',
  path: '/users/me/saved-services/:serviceId',
  summary: 'Save a listed service (saving it again answers the same)',
  description: '404 for a service that does not exist or is not listed; 409 once the traveller has saved the most allowed.',
  auth: true,
  params: savedServiceParamSchema,
  responses: { 200: savedServiceResponseSchema },
  errors: [400, 401, 403, 404, 409],
});

export const unsave = endpoint({
  method: 'DELETE',
  path: '/users/me/saved-services/:serviceId',
  summary: 'Remove a service from the saved ones (removing one that is not saved answers the same)',
  auth: true,
  params: savedServiceParamSchema,
  responses: { 204: null },
  errors: [400, 401, 403],
});

/** The create-trip view's hint: what the preference's traveller saved comes first in the admin's service list. */
export const listForPreference = adminEndpoint({
  method: 'GET',
  path: '/admin/preferences/:id/saved-services',
  summary: 'The ids of the listed services the preference’s traveller saved, newest saved first',
  auth: true,
  params: idParamSchema,
  responses: { 200: travellerSavedServicesResponseSchema },
  errors: [400, 401, 403, 404],
});
