import {
  canTravellerComplete,
  isActiveTrip,
  paths,
  tripDates,
  tripEndDate,
  tripTexts,
  itineraryTexts,
  travellerCompletionConflict,
  type TravellerTrip,
  type TripDetailsResponse,
  type TripsResponse,
} from '@mt/shared';
import type { Db } from '../../db/client';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { conflict } from '../../lib/errors';
import { tripCalendar } from './calendar';
import { findItinerary, findServiceContacts } from './itinerary.repository';
import { companionFields } from './itinerary.service';
import { moveTrip } from './move-trip';
import { findOwnTrip, lockOwnTrip } from './trip-context.service';
import type { PlanContext } from './payment-plan.mapper';
import { chainsOf, isRevealed, toTravellerTrip } from './trip.mapper';
import { knownDestinations } from './trip-end.mapper';
import { cachedTripTerms, readRevealDays } from '../settings/settings.service';
import { listTravellerTripFacts } from './traveller-trips.repository';
import { findTripServicesDetailed, hasNewPreference, type TripContext } from './trips.repository';

/** One traveller's trips as DTOs, with rebooking chains worked out among them. */
export async function travellerTripDtos(db: Db, travellerId: number, now = new Date()): Promise<TravellerTrip[]> {
  return (await tripsAndRequest(db, travellerId, now)).trips;
}

/**
 * One traveller's trips as DTOs, and whether they have a request the team has not answered yet: both from the
 * trips' statement when they have trips (hasNewPreference is a column of it), the request alone when they have none.
 */
async function tripsAndRequest(db: Db, travellerId: number, now: Date): Promise<{ trips: TravellerTrip[]; hasNewPreference: boolean }> {
  const [rows, terms, rates] = await Promise.all([listTravellerTripFacts(db, travellerId), cachedTripTerms(db), getExchangeRates(db)]);
  const plan: PlanContext = {
    terms: terms.bookingTerms,
    today: now.toISOString().slice(0, 10),
    paidMinor: new Map(rows.map((r) => [r.trip.id, r.paidMinor])),
    refundedMinor: new Map(rows.map((r) => [r.trip.id, r.refundedMinor])),
  };
  const chains = chainsOf(rows);
  const known = knownDestinations(rows);
  const dtos = rows.map((r) =>
    toTravellerTrip(
      {
        ...r,
        chain: chains.get(r.trip.originalTripId ?? r.trip.id) ?? [],
        latestRevision: r.latestRevision ?? undefined,
        pendingPostponement: r.pendingPostponement ?? undefined,
        destinationKnown: known.has(r.trip.id),
      },
      terms.revealDays,
      rates,
      plan,
    ),
  );
  return { trips: dtos, hasNewPreference: rows[0]?.hasNewPreference ?? (await hasNewPreference(db, travellerId)) };
}

/**
 * GET /api/trips. The upcoming trip is the active one that departs first (a trip waiting for
 * completion after its return comes first, so its buttons stay at hand); every other trip, past or
 * a second active one, is in the history so nothing is ever out of sight.
 * Each instance keeps the answer until the traveller's dashboard stamp changes (kept-dashboards.ts): a table
 * read here must have the stamp's trigger (migration 0025, docs/decisions/0048-dashboards-kept-by-version.md).
 */
export async function listTrips(db: Db, travellerId: number, now = new Date()): Promise<TripsResponse> {
  const { trips: all, hasNewPreference: pending } = await tripsAndRequest(db, travellerId, now);
  const upcoming =
    all
      .filter((t) => isActiveTrip(t.status))
      .sort((a, b) => a.departure_date.localeCompare(b.departure_date) || a.id - b.id)[0] ?? null;
  return { upcomingTrip: upcoming, pastTrips: all.filter((t) => t !== upcoming), hasPendingPreference: pending };
}

export async function travellerTripDto(db: Db, travellerId: number, tripId: number, now = new Date()): Promise<TravellerTrip> {
  const trip = (await travellerTripDtos(db, travellerId, now)).find((t) => t.id === tripId);
  if (!trip) throw new Error(`trip ${tripId} vanished`);
  return trip;
}

function assertRevealed(ctx: TripContext): void {
  if (!isRevealed(ctx.trip)) throw conflict(tripTexts.detailsNotRevealed);
}

/** GET /api/trips/{id}/details: 409 'Trip details not yet revealed.' until the reveal. */
export async function getTripDetails(db: Db, travellerId: number, tripId: number): Promise<TripDetailsResponse> {
  const ctx = await findOwnTrip(db, travellerId, tripId);
  assertRevealed(ctx);
  const lines = await findTripServicesDetailed(db, tripId);
  const [contacts, itinerary] = await Promise.all([findServiceContacts(db, tripId), findItinerary(db, tripId)]);
  const dates = tripDates(ctx.preference.departureDate, ctx.preference.duration, await readRevealDays(db), ctx.trip.nights);
  return {
    id: ctx.trip.id,
    name: ctx.trip.name,
    destination: ctx.trip.destination,
    departure_date: dates.departure_date,
    return_date: dates.return_date,
    services: lines.map(({ service, partner }) => ({
      id: service.id,
      name: service.name,
      type: service.type,
      company_name: partner.companyName,
      partner_slug: partner.slug,
      location_details: service.locationDetails,
      description: service.description,
      image_url: service.imageUrl,
      ...companionFields(service, contacts),
    })),
    itinerary,
  };
}

/**
 * PUT /api/trips/{id}/traveller-complete: confirmed or revealed, and paid → pending_completion, from
 * the trip's end date on (UTC day of `now`, docs/decisions/0021). The traveller has travelled, so the
 * trip counts as revealed from now on (they review its services).
 */
export async function markTravellerComplete(db: Db, travellerId: number, tripId: number, now = new Date()): Promise<TravellerTrip> {
  await db.transaction(async (tx) => {
    const ctx = await lockOwnTrip(tx, travellerId, tripId);
    const state = { status: ctx.trip.status, payment_status: ctx.trip.paymentStatus };
    if (!canTravellerComplete(state)) throw conflict(tripTexts.notCompletable);
    const endDate = tripEndDate(ctx.preference.departureDate, ctx.preference.duration, ctx.trip.nights);
    const early = travellerCompletionConflict({ ...state, return_date: endDate }, now.toISOString().slice(0, 10));
    if (early) throw conflict(early);
    await moveTrip(tx, ctx, 'pending_completion', { revealedAt: ctx.trip.revealedAt ?? now });
  });
  return travellerTripDto(db, travellerId, tripId, now);
}

/**
 * GET /api/trips/{id}/calendar.ics: the trip's days (one event per itinerary day, or one trip-long event).
 * A paid trip has it before the reveal too, with dates only (docs/decisions/0020); an unpaid one answers 409.
 */
export async function tripCalendarFile(db: Db, travellerId: number, tripId: number, publicUrl: string): Promise<string> {
  const ctx = await findOwnTrip(db, travellerId, tripId);
  const revealed = isRevealed(ctx.trip);
  if (!revealed && ctx.trip.status !== 'confirmed') throw conflict(itineraryTexts.calendarUnpaid);
  const dates = tripDates(ctx.preference.departureDate, ctx.preference.duration, 0, ctx.trip.nights);
  const services = (await findTripServicesDetailed(db, tripId)).map((l) => ({ id: l.service.id, name: l.service.name, location: l.service.locationDetails }));
  return tripCalendar({
    id: ctx.trip.id,
    name: ctx.trip.name,
    destination: ctx.trip.destination,
    departureDate: dates.departure_date,
    returnDate: dates.return_date,
    services,
    revealed,
    itinerary: await findItinerary(db, tripId),
    dashboardUrl: `${publicUrl.replace(/\/$/, '')}${paths.travellerDashboard}`,
    host: new URL(publicUrl).host,
  });
}
