import { itineraryTexts as t, mapUrlOf, tripDates, type AdminItineraryResponse, type ItineraryDay, type PartnerContact, type saveItinerarySchema } from '@mt/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import { assertFound } from './trip-access';
import { findTripContext, lockTripContext, type TripContext } from './trips.repository';
import { findItinerary, replaceItinerary } from './itinerary.repository';
import { tripServiceIds } from './trip-context.service';

/** The trip's first and last day, as the rest of the app dates it (trip-dates.ts). */
export function tripSpan(ctx: TripContext): { departure_date: string; return_date: string } {
  const { departure_date, return_date } = tripDates(ctx.preference.departureDate, ctx.preference.duration, 0, ctx.trip.nights);
  return { departure_date, return_date };
}

/** GET /api/admin/trips/{id}/itinerary. */
export async function getItineraryForAdmin(db: Db, tripId: number): Promise<AdminItineraryResponse> {
  const ctx = await findTripContext(db, tripId);
  assertFound(ctx);
  return { itinerary: await findItinerary(db, tripId), ...tripSpan(ctx) };
}

/** The rules the schema cannot see: every day inside the trip, every service one of the trip's. */
function assertFitsTrip(days: ItineraryDay[], span: { departure_date: string; return_date: string }, tripServices: Set<number>): void {
  for (const [i, day] of days.entries()) {
    if (day.date < span.departure_date || day.date > span.return_date) {
      throw badRequest(t.dateOutsideTrip(day.date, span.departure_date, span.return_date), { [`days.${i}.date`]: [t.dateOutsideTrip(day.date, span.departure_date, span.return_date)] });
    }
    const stranger = day.service_ids.find((id) => !tripServices.has(id));
    if (stranger !== undefined) throw badRequest(t.serviceNotOnTrip(stranger), { [`days.${i}.service_ids`]: [t.serviceNotOnTrip(stranger)] });
  }
}

/** PUT /api/admin/trips/{id}/itinerary: replaces the whole itinerary in one transaction, days sorted by date. */
export async function saveItinerary(db: Db, tripId: number, body: z.output<typeof saveItinerarySchema>): Promise<AdminItineraryResponse> {
  return db.transaction(async (tx) => {
    const ctx = await lockTripContext(tx, tripId);
    assertFound(ctx);
    if (ctx.trip.status === 'cancelled') throw conflict(t.tripCancelled);
    const span = tripSpan(ctx);
    assertFitsTrip(body.days, span, new Set(await tripServiceIds(tx, tripId)));
    const days = [...body.days].sort((a, b) => a.date.localeCompare(b.date));
    await replaceItinerary(tx, tripId, { point: body.meeting_point, time: body.meeting_time }, days);
    return { itinerary: await findItinerary(tx, tripId), ...span };
  });
}

/** The companion's fields of one service in GET /trips/{id}/details. */
export function companionFields(service: { id: number; locationDetails: string | null }, contacts: Map<number, PartnerContact>) {
  return {
    contact: contacts.get(service.id) ?? { email: null, phone: null, website: null },
    map_url: mapUrlOf(service.locationDetails),
  };
}
