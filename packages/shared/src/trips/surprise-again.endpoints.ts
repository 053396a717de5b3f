import { endpointsOf } from '../common/endpoint';
import { idParamSchema } from '../common/api';
import { surpriseAgainResponseSchema } from './surprise-again';

const endpoint = endpointsOf('trips');

/** Issue 19: the prefill of a new surprise from a completed trip; submitting it is POST /api/preferences. */
export const draft = endpoint({
  method: 'GET',
  path: '/trips/:id/surprise-again',
  summary: "A new preference's prefill from a completed trip: its preference, with the trip's countries excluded",
  description: '409 when the trip is not completed; 404 for another traveller’s trip, exactly as for none (docs/decisions/0034).',
  auth: true,
  params: idParamSchema,
  responses: { 200: surpriseAgainResponseSchema },
  errors: [400, 401, 403, 404, 409],
});
