import { preferenceNeedsOf, type PreferenceDto } from '@mt/shared';
import type { PreferenceRow } from './preferences.repository';

export const toPreferenceDto = (r: PreferenceRow): PreferenceDto => ({
  id: r.id,
  traveller_id: r.travellerId,
  budget_range: r.budgetRange,
  duration: r.duration,
  traveller_count: r.travellerCount,
  departure_date: r.departureDate,
  interests: r.interests,
  notes: r.notes,
  status: r.status,
  created_at: r.createdAt.toISOString(),
  ...preferenceNeedsOf(r),
});
