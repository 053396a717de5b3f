import { endpointsOf } from '../common/endpoint';
import { serviceSearchQuerySchema, serviceSearchResponseSchema } from './search.schemas';

/** Search is documented with the services it finds. */
const endpoint = endpointsOf('services');

/** Public: search and browse every listed service (no token). */
export const search = endpoint({
  method: 'GET',
  path: '/services/search',
  summary: 'Full-text and typo-tolerant service search with filters, sorting and pages',
  query: serviceSearchQuerySchema,
  responses: { 200: serviceSearchResponseSchema },
  errors: [400],
});
