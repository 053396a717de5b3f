import { partnerPayoutMinor, type TripStatus } from '@mt/shared';
import type { Db } from '../../../db/client';
import { preferences, trips, tripServices } from '../../../db/schema';

export interface TripLine {
  serviceId: number;
  unitPriceMinor: number;
  commissionRate: number;
  currency?: string;
}

export interface TripFixture {
  travellerId: number;
  lines: TripLine[];
  travellerCount?: number;
  /** Defaults to the service value (sum of unit prices × travellers). */
  totalPriceMinor?: number;
  currency?: string;
  status?: TripStatus;
  completedAt?: Date | null;
}

/**
 * A preference, a trip and its service lines, as the trip lifecycle leaves them: a completed trip has
 * its payouts written with the shared payout rule; any other status has none yet.
 */
export async function makeTrip(db: Db, f: TripFixture): Promise<{ tripId: number; payouts: number[] }> {
  const count = f.travellerCount ?? 1;
  const status = f.status ?? 'completed';
  return db.transaction(async (tx) => {
    const [pref] = await tx
      .insert(preferences)
      .values({ travellerId: f.travellerId, budgetRange: '1000-2500', duration: '6-8', travellerCount: count, departureDate: '2030-06-01', interests: ['wildlife'], status: status === 'completed' ? 'completed' : 'confirmed' })
      .returning({ id: preferences.id });
    const value = f.lines.reduce((sum, l) => sum + l.unitPriceMinor * count, 0);
    const completedAt = status === 'completed' ? (f.completedAt === undefined ? new Date() : f.completedAt) : null;
    const [trip] = await tx
      .insert(trips)
      .values({
        preferenceId: pref!.id,
        travellerId: f.travellerId,
        name: 'Fixture trip',
        status,
        paymentStatus: status === 'pending_confirmation' ? 'pending' : 'paid',
        totalPriceMinor: f.totalPriceMinor ?? value,
        currency: f.currency ?? 'NOK',
        completedAt,
        ...(completedAt ? { updatedAt: completedAt } : {}),
      })
      .returning({ id: trips.id });
    const payouts = f.lines.map((l) => (status === 'completed' ? partnerPayoutMinor(l.unitPriceMinor, count, l.commissionRate) : null));
    await tx.insert(tripServices).values(
      f.lines.map((l, i) => ({
        tripId: trip!.id,
        serviceId: l.serviceId,
        unitPriceMinor: l.unitPriceMinor,
        currency: l.currency ?? 'NOK',
        commissionRate: l.commissionRate,
        partnerPayoutMinor: payouts[i],
      })),
    );
    return { tripId: trip!.id, payouts: payouts.filter((p): p is number => p !== null) };
  });
}
