import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, adminTripsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminTripKeys } from './admin-trip-keys';

/** GET /api/admin/trips → trips[], newest first; with original_trip_id, the rebookings of that chain. */
export const getAdminTrips = (originalTripId?: number) =>
  callApi(adminTripsEndpoints.list, { auth: adminTexts.authRequired, query: { original_trip_id: originalTripId } }).then((r) => r.trips);

export const adminTripsQueryOptions = () => queryOptions({ queryKey: adminTripKeys.list, queryFn: () => getAdminTrips() });

export const useAdminTrips = () => useQuery(adminTripsQueryOptions());

/** The rebookings whose chain starts at `rootId`, oldest first. */
export const rebookingsQueryOptions = (rootId: number) =>
  queryOptions({ queryKey: adminTripKeys.chain(rootId), queryFn: () => getAdminTrips(rootId) });

export const useRebookings = (rootId: number | null) => useQuery({ ...rebookingsQueryOptions(rootId ?? 0), enabled: rootId !== null });
