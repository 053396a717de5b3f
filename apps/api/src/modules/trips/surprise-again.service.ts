import { canSurpriseAgain, preferenceNeedsOf, preferenceNeedsTexts, type SurpriseAgainResponse } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { assertTravellerOwns } from './trip-access';
import { findTripContext } from './trips.repository';
import { findTripCountries } from './service-countries.repository';

/**
 * GET /api/trips/{id}/surprise-again (issue 19): the trip's preference as the new form's prefill, with
 * the old exclusions plus the countries the traveller has now visited. Nothing is written: the
 * traveller reviews it and submits the normal POST /api/preferences.
 */
export async function surpriseAgainDraft(db: DbOrTx, travellerId: number, tripId: number): Promise<SurpriseAgainResponse> {
  const ctx = await findTripContext(db, tripId);
  assertTravellerOwns(ctx, travellerId);
  if (!canSurpriseAgain(ctx.trip.status)) throw conflict(preferenceNeedsTexts.againNotEligible);
  const p = ctx.preference;
  const needs = preferenceNeedsOf(p);
  return {
    trip_id: ctx.trip.id,
    draft: {
      budget_range: p.budgetRange,
      duration: p.duration,
      traveller_count: p.travellerCount,
      interests: p.interests,
      ...needs,
      excluded_countries: [...new Set([...needs.excluded_countries, ...(await findTripCountries(db, ctx.trip.id))])].sort(),
    },
  };
}
