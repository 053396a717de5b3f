import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTripTexts, adminTripsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminTripKeys } from './admin-trip-keys';

/** GET /api/admin/trips/{id} → trip. */
export const getAdminTrip = (id: number) => callApi(adminTripsEndpoints.get, { params: { id }, auth: adminTripTexts.authFetchTrip }).then((r) => r.trip);

export const adminTripQueryOptions = (id: number) => queryOptions({ queryKey: adminTripKeys.trip(id), queryFn: () => getAdminTrip(id) });

export const useAdminTrip = (id: number | null) => useQuery({ ...adminTripQueryOptions(id ?? 0), enabled: id !== null });
