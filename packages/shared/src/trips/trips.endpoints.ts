import { z } from 'zod';
import { endpointsOf } from '../common/endpoint';
import { idParamSchema } from '../common/api';
import { payTripResponseSchema } from '../payments/payment.schemas';
import { changeRequestSchema, declineProposalSchema } from './proposal.schemas';
import { payTripSchema } from './payment-plan';
import { cancellationQuoteSchema } from './cancellation-quote';
import { cancelTripResponseSchema, cancelTripSchema } from './cancel-trip';
import { postponeTripSchema } from './postpone-trip';
import { postponeTripResponseSchema } from './postpone-trip.schemas';
import { rebookResponseSchema, rebookTripSchema, tripDetailsResponseSchema, tripMessageResponseSchema, tripsResponseSchema } from './trip.schemas';

const endpoint = endpointsOf('trips');

/** The traveller's own trips (spec 1 section 7); another traveller's trip answers 404 like a missing one (docs/decisions/0034). */
export const list = endpoint({
  method: 'GET',
  path: '/trips',
  summary: 'The upcoming trip, the others, and whether a preference awaits a proposal',
  auth: true,
  responses: { 200: tripsResponseSchema },
  errors: [401, 403],
});

export const details = endpoint({
  method: 'GET',
  path: '/trips/:id/details',
  summary: "A revealed trip's destination and services (409 before the reveal)",
  auth: true,
  params: idParamSchema,
  responses: { 200: tripDetailsResponseSchema },
  errors: [400, 401, 403, 404, 409],
});

export const pay = endpoint({
  method: 'POST',
  path: '/trips/:id/pay',
  summary: 'Start (or resume) the card payment of a proposal: the deposit, the balance or the full price',
  description: 'Without a part, what is due next (payment_plan.next_part). 409 for a deposit not offered, a balance without a deposit, or a trip with nothing to pay.',
  auth: true,
  params: idParamSchema,
  body: payTripSchema,
  responses: { 200: payTripResponseSchema },
  errors: [400, 401, 403, 404, 409, 502],
});

export const travellerComplete = endpoint({
  method: 'PUT',
  path: '/trips/:id/traveller-complete',
  summary: 'Ask the team to mark a paid trip as completed (pending_completion)',
  auth: true,
  params: idParamSchema,
  responses: { 200: tripMessageResponseSchema },
  errors: [400, 401, 403, 404, 409],
});

export const rebook = endpoint({
  method: 'POST',
  path: '/trips/:id/rebook',
  summary: 'Rebook a completed or cancelled trip: same services at today’s prices',
  auth: true,
  params: idParamSchema,
  body: rebookTripSchema,
  responses: { 201: rebookResponseSchema },
  errors: [400, 401, 403, 404, 409],
});

/** The .ics file itself (attachment, no-store), fetched with the token: a plain link could not send it. */
export const calendar = endpoint({
  method: 'GET',
  path: '/trips/:id/calendar.ics',
  summary: 'The revealed trip as a calendar file',
  auth: true,
  params: idParamSchema,
  produces: 'text/calendar',
  responses: { 200: z.string() },
  errors: [400, 401, 403, 404, 409],
});

/** The traveller asks for a revised proposal (issue 18); only while it is unpaid (409 after). */
export const changeRequest = endpoint({
  method: 'POST',
  path: '/trips/:id/change-request',
  summary: 'Ask for changes to an unpaid proposal; the preference becomes changes_requested',
  auth: true,
  params: idParamSchema,
  body: changeRequestSchema,
  responses: { 200: tripMessageResponseSchema },
  errors: [400, 401, 403, 404, 409],
});

/** The traveller says no (issue 18): the trip is cancelled with nothing charged. */
export const decline = endpoint({
  method: 'POST',
  path: '/trips/:id/decline',
  summary: 'Decline an unpaid proposal; the trip is cancelled and the preference declined',
  auth: true,
  params: idParamSchema,
  body: declineProposalSchema,
  responses: { 200: tripMessageResponseSchema },
  errors: [400, 401, 403, 404, 409, 502],
});

/** What cancelling today would refund (issue 18 section 3, docs/decisions/0014); read-only, nothing is cancelled. */
export const cancellationQuote = endpoint({
  method: 'GET',
  path: '/trips/:id/cancellation',
  summary: 'What cancelling the trip today would refund and keep, under the cancellation table',
  description: '409 for a trip the traveller cannot cancel: pending_completion, completed or cancelled.',
  auth: true,
  params: idParamSchema,
  responses: { 200: cancellationQuoteSchema },
  errors: [400, 401, 403, 404, 409],
});

/** The traveller cancels at today's quote (issue 18 section 3, docs/decisions/0015). */
export const cancel = endpoint({
  method: 'POST',
  path: '/trips/:id/cancel',
  summary: 'Cancel the trip: refund what today’s cancellation quote says, keep the rest',
  description:
    '409 for a trip the traveller cannot cancel, an unpaid proposal (decline it instead), or an expected_refund that differs from today’s quote (nothing is done). 502 when the provider refuses a refund (nothing is written).',
  auth: true,
  params: idParamSchema,
  body: cancelTripSchema,
  responses: { 200: cancelTripResponseSchema },
  errors: [400, 401, 403, 404, 409, 502],
});

/** The traveller moves a booked trip once, for the fee in the settings (issue 18 section 3, docs/decisions/0016). */
export const postpone = endpoint({
  method: 'POST',
  path: '/trips/:id/postpone',
  summary: 'Postpone a booked trip to another departure date, once, after paying the postponement fee',
  description:
    'Answers the charge to confirm (payment null when the fee is 0 and the date moved at once). 409: not booked, postponed before, fewer than 28 days before departure. 400: the new date is the current one, under 28 days or over 18 months ahead.',
  auth: true,
  params: idParamSchema,
  body: postponeTripSchema,
  responses: { 200: postponeTripResponseSchema },
  errors: [400, 401, 403, 404, 409, 502],
});
