import { and, count, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partners, preferences, services, trips, tripServices } from '../../db/schema';

/**
 * The trips whose money counts: completed ones, and cancelled ones whose traveller's cancellation kept
 * part of the price (docs/decisions/0015). A fully refunded trip counts nothing.
 */
const completed = or(eq(trips.status, 'completed'), and(eq(trips.status, 'cancelled'), gt(trips.keptMinor, 0)));
/** What a counted trip brought in: its price when completed, what was kept when cancelled. */
const tripMoney = sql`CASE WHEN ${trips.status} = 'completed' THEN ${trips.totalPriceMinor} ELSE coalesce(${trips.keptMinor}, 0) END`;

/** Per currency of the trip: what travellers paid for completed trips (and kept cancelled ones), and how many there were. */
export async function completedTripTotals(db: DbOrTx): Promise<{ currency: string; minor: number; trips: number }[]> {
  const rows = await db
    .select({ currency: trips.currency, minor: sql<string>`coalesce(sum(${tripMoney}), 0)`, trips: count() })
    .from(trips)
    .where(completed)
    .groupBy(trips.currency);
  return rows.map((r) => ({ currency: r.currency, minor: Number(r.minor), trips: r.trips }));
}

/**
 * Per currency of the service lines of completed trips: the service value (unit price × travellers),
 * the payouts written at completion, and how many lines carry one.
 */
export async function completedServiceSums(db: DbOrTx): Promise<{ currency: string; valueMinor: number; payoutMinor: number; payouts: number }[]> {
  const rows = await db
    .select({
      currency: tripServices.currency,
      // A cancelled trip's line is worth its share of what was kept, not the service's price.
      valueMinor: sql<string>`coalesce(sum(CASE WHEN ${trips.status} = 'completed' THEN ${tripServices.unitPriceMinor} * ${preferences.travellerCount} ELSE coalesce(${tripServices.keptValueMinor}, 0) END), 0)`,
      payoutMinor: sql<string>`coalesce(sum(${tripServices.partnerPayoutMinor}), 0)`,
      payouts: sql<number>`count(${tripServices.partnerPayoutMinor})::int`,
    })
    .from(tripServices)
    .innerJoin(trips, eq(trips.id, tripServices.tripId))
    .innerJoin(preferences, eq(preferences.id, trips.preferenceId))
    .where(completed)
    .groupBy(tripServices.currency);
  return rows.map((r) => ({ currency: r.currency, valueMinor: Number(r.valueMinor), payoutMinor: Number(r.payoutMinor), payouts: Number(r.payouts) }));
}

/** Payouts per partner and currency over completed trips. */
export async function partnerPayoutSums(db: DbOrTx): Promise<{ partnerId: number; partnerName: string; currency: string; minor: number }[]> {
  const rows = await db
    .select({
      partnerId: partners.id,
      partnerName: partners.companyName,
      currency: tripServices.currency,
      minor: sql<string>`sum(${tripServices.partnerPayoutMinor})`,
    })
    .from(tripServices)
    .innerJoin(trips, eq(trips.id, tripServices.tripId))
    .innerJoin(services, eq(services.id, tripServices.serviceId))
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(and(completed, isNotNull(tripServices.partnerPayoutMinor)))
    .groupBy(partners.id, partners.companyName, tripServices.currency);
  return rows.map((r) => ({ ...r, minor: Number(r.minor) }));
}

/** Distinct completed trips per partner (a partner with two services on one trip counts it once). */
export async function completedTripsPerPartner(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ partnerId: services.partnerId, trips: sql<number>`count(distinct ${trips.id})::int` })
    .from(tripServices)
    .innerJoin(trips, eq(trips.id, tripServices.tripId))
    .innerJoin(services, eq(services.id, tripServices.serviceId))
    .where(and(completed, isNotNull(tripServices.partnerPayoutMinor)))
    .groupBy(services.partnerId);
  return new Map(rows.map((r) => [r.partnerId, Number(r.trips)]));
}
