import { preferenceNeedsOf, proposalAnswerOf, tripTexts, type AdminPreference } from '@mt/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findAdminPreference, listAdminPreferences, type AdminPreferenceRow } from './admin-preferences.repository';

function toAdminPreference({ preference: p, traveller, trip, hasBeenRebooked }: AdminPreferenceRow): AdminPreference {
  return {
    id: p.id,
    preference_id: p.id,
    created_at: p.createdAt.toISOString(),
    traveller_id: p.travellerId,
    traveller_name: traveller.name,
    traveller_email: traveller.email,
    traveller_email_verified: traveller.emailVerifiedAt !== null,
    budget_range: p.budgetRange,
    duration: p.duration,
    traveller_count: p.travellerCount,
    departure_date: p.departureDate,
    interests: p.interests,
    notes: p.notes,
    status: p.status,
    traveller_answer: proposalAnswerOf(p.status, p.answerMessage, p.answeredAt),
    associated_trip:
      trip && trip.id !== null
        ? {
            id: trip.id,
            status: trip.status,
            payment_status: trip.paymentStatus,
            original_trip_id: trip.originalTripId,
            has_been_rebooked: hasBeenRebooked,
            is_rebooking: trip.rebookedFrom !== null,
          }
        : null,
    ...preferenceNeedsOf(p),
  };
}

export async function listPreferencesForAdmin(db: Db): Promise<AdminPreference[]> {
  return (await listAdminPreferences(db)).map(toAdminPreference);
}

export async function getPreferenceForAdmin(db: Db, id: number): Promise<AdminPreference> {
  const row = await findAdminPreference(db, id);
  if (!row) throw notFound(tripTexts.preferenceNotFound);
  return toAdminPreference(row);
}
