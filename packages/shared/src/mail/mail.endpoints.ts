import { endpointsOf } from '../common/endpoint';
import { outboxQuerySchema, outboxResponseSchema } from './outbox.schemas';

/** The outbox is documented with the other admin routes. */
const endpoint = endpointsOf('admin');

/** Admins only: what the product mailed (DESIGN.md section 4). */
export const listOutbox = endpoint({
  method: 'GET',
  path: '/admin/outbox',
  summary: 'Mail the product wrote, newest first (sent by SMTP when configured)',
  auth: true,
  query: outboxQuerySchema,
  responses: { 200: outboxResponseSchema },
  errors: [400, 401, 403],
});
