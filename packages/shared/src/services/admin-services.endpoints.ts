import { endpointsOf } from '../common/endpoint';
import { idParamSchema } from '../common/api';
import { adminServiceResponseSchema, adminServicesResponseSchema, homepageSettingsSchema, updateFeaturedSchema } from '../admin/admin.schemas';
import { adminServiceDetailResponseSchema, adminServiceUpdateResponseSchema, adminServiceUpdateSchema } from './admin-service-edit.schemas';
import { serviceIdParamSchema } from './partner-service.schemas';

/** The admin dashboard's services tab (spec 3 section 7), admins only; documented with the other admin calls. */
const endpoint = endpointsOf('admin');

export const list = endpoint({
  method: 'GET',
  path: '/admin/services',
  summary: 'Every partner service, public or not',
  auth: true,
  responses: { 200: adminServicesResponseSchema },
  errors: [401, 403],
});

export const setFeatured = endpoint({
  method: 'PUT',
  path: '/admin/services/:id/featured',
  summary: 'Feature a service (or stop featuring it)',
  auth: true,
  params: idParamSchema,
  body: updateFeaturedSchema,
  responses: { 200: adminServiceResponseSchema },
  errors: [400, 401, 403, 404],
});

/** 409 when a fourth service would be pinned. */
export const setHomepageSettings = endpoint({
  method: 'PUT',
  path: '/admin/services/:id/homepage-settings',
  summary: 'Pin a service to the home page (at most 3) and set its sort order',
  auth: true,
  params: idParamSchema,
  body: homepageSettingsSchema,
  responses: { 200: adminServiceResponseSchema },
  errors: [400, 401, 403, 404, 409],
});

/** The service edit modal's starting values (the catalogue's card shape) and the service's edit history. */
export const get = endpoint({
  method: 'GET',
  path: '/admin/services/:id',
  summary: "A service's editable fields and its admin edit history",
  auth: true,
  params: serviceIdParamSchema,
  responses: { 200: adminServiceDetailResponseSchema },
  errors: [400, 401, 403, 404],
});

/**
 * The service edit modal's save: the partner form's fields and rules. A save that changes something keeps a
 * note of who changed what (service_admin_edits) and e-mails the partner, in the same transaction.
 */
export const update = endpoint({
  method: 'PUT',
  path: '/admin/services/:id',
  summary: "Edit a partner's service (noted in its edit history, the partner e-mailed)",
  auth: true,
  params: serviceIdParamSchema,
  body: adminServiceUpdateSchema,
  responses: { 200: adminServiceUpdateResponseSchema },
  errors: [400, 401, 403, 404],
});
