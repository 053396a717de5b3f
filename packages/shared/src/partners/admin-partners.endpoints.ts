import { endpointsOf } from '../common/endpoint';
import { adminPartnersResponseSchema } from '../admin/admin.schemas';

/** The admin dashboard's partners tab (spec 3 section 7), admins only; documented with the other admin calls. */
const endpoint = endpointsOf('admin');

export const list = endpoint({
  method: 'GET',
  path: '/admin/partners-list',
  summary: 'Every partner with contact, plan and subscription status',
  auth: true,
  responses: { 200: adminPartnersResponseSchema },
  errors: [401, 403],
});
