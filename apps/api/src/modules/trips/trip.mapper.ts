import {
  convertAmount,
  minorToDecimal,
  preferenceNeedsOf,
  tripDates,
  type AdminTrip,
  type ExchangeRates,
  type TravellerTrip,
  type TripStatus,
} from '@mt/shared';
import { cancellationFieldsFor, paymentPlanFor, type PlanContext } from './payment-plan.mapper';
import type { PreferenceRow, TripRow } from './trips.repository';
import type { ProposalRevisionRow } from './proposal.repository';
import { proposalFields } from './proposal.mapper';
import { postponementFor } from './postponement.mapper';
import { adminPostponementFieldsFor } from './admin-postponement.mapper';
import type { PendingPostponement } from './postponements.repository';
import { endDateFieldsFor } from './trip-end.mapper';

export const isRevealed = (trip: TripRow) => trip.revealedAt !== null;

export interface TravellerTripInput {
  trip: TripRow;
  preference: PreferenceRow;
  reviewed: boolean;
  rebookedTo: number[];
  chain: { id: number; status: TripStatus }[];
  /** Team messages the traveller has not read (0 when absent). */
  unreadMessages?: number;
  latestRevision?: ProposalRevisionRow;
  /** A postponement whose fee is not paid yet (docs/decisions/0016). */
  pendingPostponement?: PendingPostponement;
  /** A rebooking of a trip the traveller knows (docs/decisions/0021): its name and destination show. */
  destinationKnown?: boolean;
}

/** The traveller's view: name and destination only once revealed (DESIGN.md section 4). */
export function toTravellerTrip(input: TravellerTripInput, revealDays: number, rates: ExchangeRates, plan: PlanContext): TravellerTrip {
  const { trip, preference } = input;
  const total = minorToDecimal(trip.totalPriceMinor, trip.currency);
  const usd = convertAmount(total, trip.currency, 'USD', rates);
  const revealed = isRevealed(trip);
  const known = revealed || input.destinationKnown === true;
  const dates = tripDates(preference.departureDate, preference.duration, revealDays, trip.nights);
  return {
    id: trip.id,
    status: trip.status,
    payment_status: trip.paymentStatus,
    total_price: total,
    currency: trip.currency,
    total_price_usd: usd === null ? null : Math.round(usd * 100) / 100,
    original_trip_id: trip.originalTripId,
    rebooked_from: trip.rebookedFrom,
    has_further_rebookings: input.rebookedTo.length > 0,
    rebooking_chain: input.chain.length > 1 ? input.chain : [],
    ...dates,
    is_revealed: revealed,
    name: known ? trip.name : null,
    destination: known ? trip.destination : null,
    traveller_count: preference.travellerCount,
    has_reviewed: input.reviewed,
    created_at: trip.createdAt.toISOString(),
    unread_messages: input.unreadMessages ?? 0,
    ...proposalFields(trip, preference, input.latestRevision),
    preference: { budget_range: preference.budgetRange, duration: preference.duration, interests: preference.interests, notes: preference.notes, ...preferenceNeedsOf(preference) },
    payment_plan: paymentPlanFor(trip, preference, plan),
    ...cancellationFieldsFor(trip, plan),
    postponement: postponementFor(trip, preference, plan, input.pendingPostponement),
    ...endDateFieldsFor(trip, dates.return_date, plan),
    destination_known: known,
  };
}

export interface AdminTripInput {
  trip: TripRow;
  preference: PreferenceRow;
  traveller: { name: string; email: string };
  rebookedTo: number[];
  /** Traveller messages the team has not read (0 when absent). */
  unreadMessages?: number;
  latestRevision?: ProposalRevisionRow;
  /** A postponement whose fee is not paid yet (docs/decisions/0016). */
  pendingPostponement?: PendingPostponement;
}

export function toAdminTrip({ trip, preference, traveller, rebookedTo, unreadMessages, latestRevision, pendingPostponement }: AdminTripInput, revealDays: number, plan: PlanContext): AdminTrip {
  const dates = tripDates(preference.departureDate, preference.duration, revealDays, trip.nights);
  return {
    id: trip.id,
    name: trip.name,
    destination: trip.destination,
    status: trip.status,
    payment_status: trip.paymentStatus,
    total_price: minorToDecimal(trip.totalPriceMinor, trip.currency),
    currency: trip.currency,
    created_at: trip.createdAt.toISOString(),
    updated_at: trip.updatedAt.toISOString(),
    preference_id: preference.id,
    traveller_id: trip.travellerId,
    traveler_name: traveller.name,
    traveler_email: traveller.email,
    traveller_count: preference.travellerCount,
    departure_date: dates.departure_date,
    return_date: dates.return_date,
    revealed_at: trip.revealedAt?.toISOString() ?? null,
    completed_at: trip.completedAt?.toISOString() ?? null,
    original_trip_id: trip.originalTripId,
    rebooked_from: trip.rebookedFrom,
    rebooked_to: rebookedTo,
    unread_messages: unreadMessages ?? 0,
    ...proposalFields(trip, preference, latestRevision),
    payment_plan: paymentPlanFor(trip, preference, plan),
    ...cancellationFieldsFor(trip, plan),
    ...adminPostponementFieldsFor(trip, pendingPostponement),
  };
}

/** Rebooking chains among a traveller's trips: every trip of a chain shares its root (original_trip_id, or itself). */
export function chainsOf(rows: { trip: TripRow }[]): Map<number, { id: number; status: TripStatus }[]> {
  const byRoot = new Map<number, { id: number; status: TripStatus }[]>();
  for (const { trip } of [...rows].sort((a, b) => a.trip.id - b.trip.id)) {
    const root = trip.originalTripId ?? trip.id;
    byRoot.set(root, [...(byRoot.get(root) ?? []), { id: trip.id, status: trip.status }]);
  }
  return byRoot;
}
