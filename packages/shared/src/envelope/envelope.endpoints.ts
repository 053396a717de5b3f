import { endpointsOf } from '../common/endpoint';
import { idParamSchema } from '../common/api';
import { adminEnvelopeSchema, envelopeResponseSchema, writeEnvelopeSchema } from './envelope.schemas';

const endpoint = endpointsOf('envelope');

/** The trip's envelope for its traveller and admins: locked stages carry no content (issue 19 section 2). */
export const show = endpoint({
  method: 'GET',
  path: '/trips/:id/envelope',
  summary: "A paid trip's envelope: each stage's opening time and, once opened, its content",
  auth: true,
  params: idParamSchema,
  responses: { 200: envelopeResponseSchema },
  errors: [400, 401, 403, 404],
});

export const adminShow = endpoint({
  method: 'GET',
  path: '/admin/trips/:id/envelope',
  summary: "What the admin wrote in a trip's envelope, suggestions from its services, and stages due but unwritten",
  auth: true,
  params: idParamSchema,
  responses: { 200: adminEnvelopeSchema },
  errors: [400, 401, 403, 404],
});

export const write = endpoint({
  method: 'PUT',
  path: '/admin/trips/:id/envelope',
  summary: "Write a trip's envelope: the weather band, the packing list and the region",
  description: '409 for a stage that has already opened (the traveller has read it) or a cancelled or completed trip.',
  auth: true,
  params: idParamSchema,
  body: writeEnvelopeSchema,
  responses: { 200: adminEnvelopeSchema },
  errors: [400, 401, 403, 404, 409],
});
