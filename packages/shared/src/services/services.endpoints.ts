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
    'Add a service (multipart: name, type, description, location_details, country, base_price, currency, pricing_description, is_active "true"/"false", duration_hours, group_size_min, group_size_max, availability, image file)',
  description:
    'Needs an active or trialing subscription; refused with 403 once the plan’s max_services is reached. ' +
    'duration_hours: whole hours 1-8760, empty when not said. group_size_min/group_size_max: both or neither, 1 ≤ min ≤ max ≤ 1000. ' +
    'availability: JSON text of at most 12 `{ "from", "until" }` ISO days (empty or [] means all year), stored sorted with overlapping and touching ranges joined; ' +
    'a range may not end more than a day ago (unless the service already has it) nor more than 3 years ahead. Each refusal is a 400 naming its field.',
  auth: true,
  multipart: true,
  responses: { 201: serviceResponseSchema },
  errors: [400, 401, 403, 404, 413, 415, 429],
});

export const update = endpoint({
  method: 'PUT',
  path: '/services/:id',
  summary: 'Replace a service’s fields (same multipart as POST); a new image file replaces the image',
  description: 'Every text field is replaced, missing ones too (a missing availability means all year). An ended season the service already has may be sent back as it is.',
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
