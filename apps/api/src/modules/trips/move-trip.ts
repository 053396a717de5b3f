import { canTransition, tripTexts, type TripStatus } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { writeTripStatus, type TripChange, type TripContext, type TripRow } from './trips.repository';

/**
 * The one way a trip's status changes (DESIGN.md section 4): the payment, the reveal (job or admin),
 * the traveller's completion request, the admin's completion and cancellation, and a refund made at
 * the provider all move a trip through here, so the lifecycle table (TRIP_TRANSITIONS in shared) is the
 * single gate. A move the table lacks answers 409 and writes nothing.
 *
 * `ctx` is the trip as locked in `tx`. Each path checks its own preconditions first, with its own
 * messages; the move comes before anything with an effect outside the transaction (a refund at the
 * provider), so a refused move has none.
 */
export async function moveTrip(tx: DbOrTx, ctx: TripContext, to: TripStatus, change: TripChange = {}): Promise<TripRow> {
  const from = ctx.trip.status;
  if (!canTransition(from, to)) throw conflict(tripTexts.invalidTransition(from, to));
  return writeTripStatus(tx, ctx.trip.id, to, change);
}
