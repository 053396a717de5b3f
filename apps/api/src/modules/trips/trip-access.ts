import { tripTexts } from '@mt/shared';
import { forbidden, notFound } from '../../lib/errors';
import type { TripContext } from './trips.repository';

/** 404 for no trip, 403 for another traveller's (spec 1 section 6: 'Permission denied.'). */
export function assertTravellerOwns(ctx: TripContext | null, travellerId: number): asserts ctx is TripContext {
  if (!ctx) throw notFound(tripTexts.tripNotFound);
  if (ctx.trip.travellerId !== travellerId) throw forbidden(tripTexts.permissionDenied);
}

export function assertFound(ctx: TripContext | null): asserts ctx is TripContext {
  if (!ctx) throw notFound(tripTexts.tripNotFound);
}
