import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTripTexts, adminTripsEndpoints, type AdminTrip } from '@mt/shared';
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { adminTripKeys } from './admin-trip-keys';

/** GET /api/admin/trips/by-preference/{preferenceId} → trip; a 404 means "no trip", not a failure (spec 3 section 4). */
export async function getTripByPreference(preferenceId: number): Promise<AdminTrip | null> {
  try {
    return (await callApi(adminTripsEndpoints.byPreference, { params: { preferenceId }, auth: adminTripTexts.authFetchTrip })).trip ?? null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const tripByPreferenceQueryOptions = (preferenceId: number) =>
  queryOptions({ queryKey: adminTripKeys.byPreference(preferenceId), queryFn: () => getTripByPreference(preferenceId) });

export const useTripByPreference = (preferenceId: number, enabled: boolean) => useQuery({ ...tripByPreferenceQueryOptions(preferenceId), enabled });
