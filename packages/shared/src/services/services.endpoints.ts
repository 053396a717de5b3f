import { endpointsOf } from '../common/endpoint';
import { serviceIdParamSchema, serviceResponseSchema } from './partner-service.schemas';
import { servicesResponseSchema } from './service.schemas';

const endpoint = endpointsOf('services');

/** Public: featured services for /featured-services and the home page snippet (no token). */
export const listFeatured = endpoint({
  method: 'GET',
  path: '/public/featured-services',
  summary: 'Featured services of partners with an active or trialing subscription',
  responses: { 200: servicesResponseSchema },
  errors: [],
});

export const listHomepage = endpoint({
  method: 'GET',
  path: '/public/homepage-featured-services',
  summary: 'Services pinned to the home page, in their sort order (at most 3)',
  responses: { 200: servicesResponseSchema },
  errors: [],
});

/** The signed-in partner's own services (spec 2 section 7); partners only (the server's rule). */
export const listOwn = endpoint({
  method: 'GET',
  path: '/services',
  summary: 'The signed-in partner’s services (active and inactive), newest first',
  auth: true,
  responses: { 200: servicesResponseSchema },
  errors: [401, 403, 404],
});

export const create = endpoint({
  method: 'POST',
  path: '/services',
  summary:
    'Add a service (multipart: name, type, description, location_details, base_price, currency, pricing_description, is_active "true"/"false", image file)',
  description: 'Needs an active or trialing subscription; refused with 403 once the plan’s max_services is reached.',
  auth: true,
  multipart: true,
  responses: { 201: serviceResponseSchema },
  errors: [400, 401, 403, 404, 413, 415, 429],
});

export const update = endpoint({
  method: 'PUT',
  path: '/services/:id',
  summary: 'Replace a service’s fields (same multipart as POST); a new image file replaces the image',
  auth: true,
  params: serviceIdParamSchema,
  multipart: true,
  responses: { 200: serviceResponseSchema },
  errors: [400, 401, 403, 404, 413, 415, 429],
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/services/:id',
  summary: 'Delete a service (a service on a trip is kept for that trip but hidden everywhere)',
  auth: true,
  params: serviceIdParamSchema,
  responses: { 204: null },
  errors: [400, 401, 403, 404, 429],
});
