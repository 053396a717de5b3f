import type { DbOrTx } from '../../db/client';
import { assertTravellerOwns } from './trip-access';
import { findTripContext, findTripServiceLines, lockTripContext, type TripContext } from './trips.repository';

// Trips' face for the rules that act on one traveller's trip, here and in the modules above trips
// (reviews): the trip with its preference and traveller, never another traveller's.

export type { TripContext };

/** The traveller's trip: 404 for none and, alike, for another traveller's. */
export async function findOwnTrip(db: DbOrTx, travellerId: number, tripId: number): Promise<TripContext> {
  const ctx = await findTripContext(db, tripId);
  assertTravellerOwns(ctx, travellerId);
  return ctx;
}

/** findOwnTrip with the trip row locked for the rest of the transaction (a rule that then writes). */
export async function lockOwnTrip(tx: DbOrTx, travellerId: number, tripId: number): Promise<TripContext> {
  const ctx = await lockTripContext(tx, tripId);
  assertTravellerOwns(ctx, travellerId);
  return ctx;
}

/** The ids of the services a trip includes, in proposal order. */
export async function tripServiceIds(db: DbOrTx, tripId: number): Promise<number[]> {
  return (await findTripServiceLines(db, tripId)).map((l) => l.serviceId);
}
