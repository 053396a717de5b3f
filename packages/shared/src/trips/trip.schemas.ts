import { z } from 'zod';
import { preferenceStatusSchema } from '../preferences/preference-options';
import { departureDateSchema } from '../preferences/preference.schemas';
import { preferenceNeedsSchema } from '../preferences/preference-needs';
import { paymentStatusSchema, TRIP_STATUSES, tripStatusSchema } from './trip-status';
import { tripTexts as t } from './trip.texts';
import { inclusionsSchema, proposalAnswerSchema, proposalContentSchema, proposalRevisionFieldsSchema } from './proposal.schemas';
import { paymentPlanSchema } from './payment-plan';
import { tripCancellationFieldsSchema } from './trip-cancellation-fields';
import { postponementSchema } from './postpone-trip';
import { adminPostponementFieldsSchema } from './admin-postponement';
import { itinerarySchema, partnerContactSchema } from './itinerary.schemas';

const isoDate = z.string();

/** One link of a rebooking chain, oldest first (spec 1: 'Original Trip', then 'Rebooking #n'). */
export const rebookingLinkSchema = z.object({ id: z.number().int(), status: tripStatusSchema });

/**
 * A trip as its traveller sees it (spec 1 section 3 "Trip"). Until the reveal, name and destination
 * are null: the server never sends them early.
 */
export const travellerTripSchema = z.object({
  id: z.number().int(),
  status: tripStatusSchema,
  payment_status: paymentStatusSchema,
  total_price: z.number(),
  currency: z.string(),
  /** The same price in USD at today's rate, for display (spec 1: the dashboard shows USD). */
  total_price_usd: z.number().nullable(),
  original_trip_id: z.number().int().nullable(),
  rebooked_from: z.number().int().nullable(),
  has_further_rebookings: z.boolean(),
  rebooking_chain: z.array(rebookingLinkSchema),
  departure_date: isoDate,
  return_date: isoDate,
  reveal_date: isoDate,
  is_revealed: z.boolean(),
  name: z.string().nullable(),
  destination: z.string().nullable(),
  traveller_count: z.number().int(),
  has_reviewed: z.boolean(),
  created_at: z.string(),
  /** Messages of the team the traveller has not read yet (issue 18 section 4). */
  unread_messages: z.number().int(),
  /** The proposal's contents (issue 18); null on trips made before they existed. */
  nights: z.number().int().nullable(),
  inclusions: inclusionsSchema.nullable(),
  teaser: z.string().nullable(),
  ...proposalRevisionFieldsSchema.shape,
  proposal_answer: proposalAnswerSchema.nullable(),
  /** The traveller's own preferences, shown beside the proposal. */
  preference: z.object({ budget_range: z.string(), duration: z.string(), interests: z.array(z.string()), notes: z.string().nullable() }).extend(preferenceNeedsSchema.shape),
  /** Deposit and balance (docs/decisions/0013), shown before any payment. */
  payment_plan: paymentPlanSchema,
  ...tripCancellationFieldsSchema.shape,
  /** Postponement by the traveller (docs/decisions/0016): allowed or why not, the fee, the bounds. */
  postponement: postponementSchema,
  /**
   * Dates that make sense (docs/decisions/0021), on the server's clock: the day from which the traveller
   * may mark the trip completed (its end date, return_date), whether they may today, and whether a
   * review is accepted today.
   */
  completable_from: isoDate,
  can_complete: z.boolean(),
  can_review: z.boolean(),
  /** The traveller knows where this trip goes: it is revealed, or it rebooks a trip they already know. */
  destination_known: z.boolean(),
});
export type TravellerTrip = z.infer<typeof travellerTripSchema>;

export const tripsResponseSchema = z.object({
  upcomingTrip: travellerTripSchema.nullable(),
  pastTrips: z.array(travellerTripSchema),
  hasPendingPreference: z.boolean(),
});
export type TripsResponse = z.infer<typeof tripsResponseSchema>;

/** Services of a revealed trip (spec 1: id, name, type, company_name). */
export const tripServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  company_name: z.string(),
  partner_slug: z.string().nullable(),
  location_details: z.string().nullable(),
  description: z.string(),
  image_url: z.string().nullable(),
  /** The companion (issue 19 section 3): the partner's public contact and a map of the location. */
  contact: partnerContactSchema,
  map_url: z.string().nullable(),
});
export type TripService = z.infer<typeof tripServiceSchema>;

export const tripDetailsResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  destination: z.string().nullable(),
  departure_date: isoDate,
  return_date: isoDate,
  services: z.array(tripServiceSchema),
  /** Null until the admin writes one. */
  itinerary: itinerarySchema.nullable(),
});
export type TripDetailsResponse = z.infer<typeof tripDetailsResponseSchema>;

export const tripMessageResponseSchema = z.object({ message: z.string(), trip: travellerTripSchema });

export const rebookTripSchema = z
  .object({
    /** Optional: without it the rebooking departs REBOOK_DEFAULT_LEAD_DAYS from today. */
    departure_date: departureDateSchema.optional(),
  })
  .nullish();
export const rebookResponseSchema = z.object({ message: z.string(), tripId: z.number().int(), trip: travellerTripSchema });
export type RebookResponse = z.infer<typeof rebookResponseSchema>;

// ---- Admin side (spec 3 section 7) ----

export const TRIP_TOTAL_MAX_NOK = 10_000_000;
export const TRIP_SERVICES_MAX = 20;

export const createTripSchema = z.object({
  preference_id: z.number({ error: t.preferenceNotFound }).int().positive(),
  service_ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), { error: t.servicesRequired })
    .min(1, t.servicesRequired)
    .max(TRIP_SERVICES_MAX, `At most ${TRIP_SERVICES_MAX} services can be combined in one trip.`)
    .refine((ids) => new Set(ids).size === ids.length, t.servicesDuplicate),
  total_price: z
    .number({ error: t.totalPricePositive })
    .positive(t.totalPricePositive)
    .max(TRIP_TOTAL_MAX_NOK, t.totalPriceTooHigh)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Total price can have at most two decimals.'),
  currency: z.literal('NOK', { error: t.currencyNok }).default('NOK'),
  /** Optional: defaults come from the services' locations (see trips.service.ts). */
  name: z.string().trim().min(1).max(150).optional(),
  destination: z.string().trim().min(1).max(150).optional(),
  ...proposalContentSchema.shape,
});
export type CreateTripInput = z.input<typeof createTripSchema>;

/** PUT /api/admin/trips/{id}/proposal: the same contents as the proposal; name and destination left out stay as they are. */
export const reviseProposalSchema = createTripSchema.omit({ preference_id: true });
export type ReviseProposalInput = z.input<typeof reviseProposalSchema>;

export const adminTripSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  destination: z.string().nullable(),
  status: tripStatusSchema,
  payment_status: paymentStatusSchema,
  total_price: z.number(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  preference_id: z.number().int(),
  traveller_id: z.number().int(),
  traveler_name: z.string(),
  traveler_email: z.string(),
  traveller_count: z.number().int(),
  departure_date: isoDate,
  return_date: isoDate,
  revealed_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  original_trip_id: z.number().int().nullable(),
  rebooked_from: z.number().int().nullable(),
  rebooked_to: z.array(z.number().int()),
  /** Messages of the traveller the team has not read yet; the list puts these trips first. */
  unread_messages: z.number().int(),
  nights: z.number().int().nullable(),
  inclusions: inclusionsSchema.nullable(),
  teaser: z.string().nullable(),
  ...proposalRevisionFieldsSchema.shape,
  proposal_answer: proposalAnswerSchema.nullable(),
  payment_plan: paymentPlanSchema,
  ...tripCancellationFieldsSchema.shape,
  ...adminPostponementFieldsSchema.shape,
});
export type AdminTrip = z.infer<typeof adminTripSchema>;

export const adminTripResponseSchema = z.object({ trip: adminTripSchema });
export const adminTripsResponseSchema = z.object({ trips: z.array(adminTripSchema) });
export const adminTripsQuerySchema = z.object({
  original_trip_id: z.coerce.number().int().positive().optional(),
});

/** A service on a trip with the money snapshotted at proposal time (NOK) and, once completed, the payout. */
export const adminTripServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  company_name: z.string(),
  partner_slug: z.string().nullable(),
  partner_website_url: z.string().nullable(),
  location_details: z.string().nullable(),
  unit_price: z.number(),
  currency: z.string(),
  commission_rate: z.number(),
  partner_payout: z.number().nullable(),
});
export type AdminTripService = z.infer<typeof adminTripServiceSchema>;
export const adminTripServicesResponseSchema = z.object({ services: z.array(adminTripServiceSchema) });

export const rebookingsInfoSchema = z.object({ hasRebookings: z.boolean(), rebookingCount: z.number().int() });

/** GET /api/admin/trips/by-preference/{preferenceId} and /rebookings/{tripId}: the ids in the path. */
export const tripPreferenceIdParamSchema = z.object({ preferenceId: z.coerce.number().int().positive() });
export const tripIdParamSchema = z.object({ tripId: z.coerce.number().int().positive() });

export const updateTripStatusSchema = z.object({ status: z.enum(TRIP_STATUSES, { error: t.statusRequired }) });
export type UpdateTripStatusInput = z.infer<typeof updateTripStatusSchema>;

export const associatedTripSchema = z.object({
  id: z.number().int(),
  status: tripStatusSchema,
  payment_status: paymentStatusSchema,
  original_trip_id: z.number().int().nullable(),
  has_been_rebooked: z.boolean(),
  is_rebooking: z.boolean(),
});

/** Spec 3 section 3 "Preference" as the admin reads it. */
export const adminPreferenceSchema = z.object({
  id: z.number().int(),
  preference_id: z.number().int(),
  created_at: z.string(),
  traveller_id: z.number().int(),
  traveller_name: z.string(),
  traveller_email: z.string(),
  /** Issue 21: whether the traveller confirmed the address; until then they cannot pay a proposal. */
  traveller_email_verified: z.boolean(),
  budget_range: z.string(),
  duration: z.string(),
  traveller_count: z.number().int(),
  departure_date: isoDate,
  interests: z.array(z.string()),
  notes: z.string().nullable(),
  status: preferenceStatusSchema,
  /** The traveller's change request or reason for declining, while the status says so (issue 18). */
  traveller_answer: proposalAnswerSchema.nullable(),
  associated_trip: associatedTripSchema.nullable(),
  ...preferenceNeedsSchema.shape,
});
export type AdminPreference = z.infer<typeof adminPreferenceSchema>;
export const adminPreferencesResponseSchema = z.object({ preferences: z.array(adminPreferenceSchema) });
export const adminPreferenceResponseSchema = z.object({ preference: adminPreferenceSchema });
