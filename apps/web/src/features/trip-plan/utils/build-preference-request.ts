import {
  daysBetween,
  durationBucket,
  interestsForServiceTypes,
  type CreatePreferenceInput,
  type TripDetails,
  type TripPlanItem,
} from '@mt/shared';

/**
 * A trip plan as a traveller preference (POST /api/preferences): departure = start date, duration = the
 * bucket holding (end − start) days, travellers = group size, interests from the service types. The
 * budget is left to the server, which prices the named services in USD (preferences/plan-budget.ts) and
 * adds them to the notes.
 */
export function buildPreferenceRequest(items: TripPlanItem[], details: TripDetails): CreatePreferenceInput {
  const days = daysBetween(details.startDate, details.endDate) ?? 0;
  return {
    departure_date: details.startDate,
    duration: durationBucket(days),
    traveller_count: details.groupSize,
    interests: interestsForServiceTypes(items.map((i) => i.type)),
    notes: details.notes.trim() || null,
    service_ids: items.map((i) => i.id),
  };
}
