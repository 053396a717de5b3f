import { tripTexts } from '@mt/shared';
import { notFound } from '../../lib/errors';
import type { TripContext } from './trips.repository';

/**
 * 404 for no trip and, exactly alike, for another traveller's (docs/decisions/0034): a traveller cannot
 * tell a trip that exists from one that does not, so trip ids reveal nothing about other bookings.
 */
export function assertTravellerOwns(ctx: TripContext | null, travellerId: number): asserts ctx is TripContext {
  if (!ctx || ctx.trip.travellerId !== travellerId) throw notFound(tripTexts.tripNotFound);
}

export function assertFound(ctx: TripContext | null): asserts ctx is TripContext {
  if (!ctx) throw notFound(tripTexts.tripNotFound);
}
