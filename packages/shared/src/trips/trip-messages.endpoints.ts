import { idParamSchema } from '../common/api';
import { endpointsOf } from '../common/endpoint';
import { markTripMessagesReadSchema, tripMessageCreatedSchema, tripMessageInputSchema, tripMessagesResponseSchema } from './trip-messages';

/**
 * A trip's thread (issue 18 section 4): its traveller and the admins only. 401 without a token, 403 a
 * partner, 404 no such trip or another traveller's (alike, docs/decisions/0034).
 */
const endpoint = endpointsOf('trips');

export const list = endpoint({
  method: 'GET',
  path: '/trips/:id/messages',
  summary: "The trip's messages, oldest first, with the caller's read marker (reading marks nothing)",
  auth: true,
  params: idParamSchema,
  responses: { 200: tripMessagesResponseSchema },
  errors: [400, 401, 403, 404],
});

export const send = endpoint({
  method: 'POST',
  path: '/trips/:id/messages',
  summary: 'Write to the thread (1–4,000 characters of plain text); the other side gets an e-mail at most every 15 minutes',
  auth: true,
  params: idParamSchema,
  body: tripMessageInputSchema,
  responses: { 201: tripMessageCreatedSchema },
  errors: [400, 401, 403, 404, 429],
});

export const markRead = endpoint({
  method: 'PUT',
  path: '/trips/:id/messages/read',
  summary: "Mark the thread read for the caller's side up to a message",
  auth: true,
  params: idParamSchema,
  body: markTripMessagesReadSchema,
  responses: { 204: null },
  errors: [400, 401, 403, 404],
});
