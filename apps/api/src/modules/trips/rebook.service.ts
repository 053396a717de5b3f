import { addDays, canRebook, earliestDepartureDate, REBOOK_DEFAULT_LEAD_DAYS, tripDates, tripTexts, minorToDecimal } from '@mt/shared';
import type { Db } from '../../db/client';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { AppError, conflict } from '../../lib/errors';
import { queueMail } from '../mail/mail.service';
import { travellerEmails } from '../mail/traveller-emails';
import { lockOwnTrip } from './trip-context.service';
import { priceServicesInNok, serviceValueMinor } from './trip-pricing';
import { findOpenRebooking, findTripServiceLines, insertPreference, insertTrip, insertTripServices, listTravellerTrips, type TripContext } from './trips.repository';
import { knownDestinations } from './trip-end.mapper';

export interface RebookDeps {
  db: Db;
  mail: { kick(): void };
  config: { publicUrl: string };
}

/**
 * The new total: the old one with the service value moved to today's prices, so the admin's margin
 * is kept as it was (docs/decisions/0004). Never below 1 NOK.
 */
function rebookedTotal(ctx: TripContext, oldValue: number, newValue: number): number {
  return Math.max(100, ctx.trip.totalPriceMinor - oldValue + newValue);
}

/**
 * POST /api/trips/{id}/rebook (DESIGN.md section 4): a completed or cancelled trip becomes a new
 * proposal with the same services at today's prices. It gets a preference of its own (a copy, with
 * the new departure date), so every trip keeps its own dates.
 */
export async function rebookTrip(deps: RebookDeps, travellerId: number, tripId: number, departureDate?: string): Promise<number> {
  const rates = await getExchangeRates(deps.db);
  const departure = departureDate ?? addDays(earliestDepartureDate(), REBOOK_DEFAULT_LEAD_DAYS);
  const result = await deps.db.transaction(async (tx) => {
    const ctx = await lockOwnTrip(tx, travellerId, tripId);
    if (!canRebook({ status: ctx.trip.status })) throw conflict(tripTexts.notRebookable);
    // An unpaid rebooking made from this trip already: a second click answers it instead of a duplicate.
    const existing = await findOpenRebooking(tx, tripId);
    if (existing) return { id: existing, created: false };

    const lines = await findTripServiceLines(tx, tripId);
    const priced = await priceServicesInNok(
      tx,
      lines.map((l) => l.serviceId),
      rates,
    ).catch((err) => {
      throw err instanceof AppError && err.statusCode === 409 ? conflict(tripTexts.rebookServicesGone) : err;
    });
    const count = ctx.preference.travellerCount;
    const total = rebookedTotal(ctx, serviceValueMinor(lines, count), serviceValueMinor(priced, count));

    const preference = await insertPreference(tx, {
      travellerId,
      budgetRange: ctx.preference.budgetRange,
      duration: ctx.preference.duration,
      travellerCount: count,
      departureDate: departure,
      interests: ctx.preference.interests,
      notes: `Rebooking of trip #${tripId}.` + (ctx.preference.notes ? `\n\n${ctx.preference.notes}` : ''),
      status: 'trip_created',
    });
    const trip = await insertTrip(tx, {
      preferenceId: preference.id,
      travellerId,
      name: ctx.trip.name,
      destination: ctx.trip.destination,
      paymentStatus: 'pending',
      totalPriceMinor: total,
      currency: 'NOK',
      originalTripId: ctx.trip.originalTripId ?? ctx.trip.id,
      rebookedFrom: ctx.trip.id,
      // The same trip again: its length (so its end date), what is included and its teaser.
      nights: ctx.trip.nights,
      inclusions: ctx.trip.inclusions,
      teaser: ctx.trip.teaser,
    });
    await insertTripServices(
      tx,
      priced.map((p) => ({ tripId: trip.id, serviceId: p.serviceId, unitPriceMinor: p.unitPriceMinor, currency: 'NOK', commissionRate: p.commissionRate })),
    );
    const dates = tripDates(departure, ctx.preference.duration, 0, ctx.trip.nights);
    // A rebooking of a trip the traveller knows names its destination (docs/decisions/0021).
    const known = knownDestinations(await listTravellerTrips(tx, travellerId)).has(ctx.trip.id);
    await queueMail(tx, [
      travellerEmails.proposalReady(
        ctx.traveller,
        { tripId: trip.id, total: minorToDecimal(total, 'NOK'), currency: 'NOK', departureDate: dates.departure_date, knownDestination: known ? ctx.trip.destination : null },
        deps.config.publicUrl,
      ),
    ]);
    return { id: trip.id, created: true };
  });
  if (result.created) deps.mail.kick();
  return result.id;
}
