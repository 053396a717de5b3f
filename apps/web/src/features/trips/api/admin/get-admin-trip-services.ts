import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTripTexts, adminTripsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminTripKeys } from './admin-trip-keys';

/** GET /api/trips/{tripId}/services → services[] with the prices snapshotted at proposal time. */
export const getAdminTripServices = (tripId: number) =>
  callApi(adminTripsEndpoints.services, { params: { id: tripId }, auth: adminTripTexts.authFetchIncluded }).then((r) => r.services);

export const adminTripServicesQueryOptions = (tripId: number) =>
  queryOptions({ queryKey: adminTripKeys.services(tripId), queryFn: () => getAdminTripServices(tripId) });

export const useAdminTripServices = (tripId: number) => useQuery(adminTripServicesQueryOptions(tripId));
