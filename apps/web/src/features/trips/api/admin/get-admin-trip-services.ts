import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTripTexts, type AdminTripService } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminTripKeys } from './admin-trip-keys';

/** GET /api/trips/{tripId}/services → services[] with the prices snapshotted at proposal time. */
export const getAdminTripServices = (tripId: number) =>
  apiRequest<{ services: AdminTripService[] }>(`/trips/${tripId}/services`, { auth: adminTripTexts.authFetchIncluded }).then((r) => r.services);

export const adminTripServicesQueryOptions = (tripId: number) =>
  queryOptions({ queryKey: adminTripKeys.services(tripId), queryFn: () => getAdminTripServices(tripId) });

export const useAdminTripServices = (tripId: number) => useQuery(adminTripServicesQueryOptions(tripId));
