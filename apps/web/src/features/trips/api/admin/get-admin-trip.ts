import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTripTexts, type AdminTrip } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminTripKeys } from './admin-trip-keys';

/** GET /api/admin/trips/{id} → trip. */
export const getAdminTrip = (id: number) => apiRequest<{ trip: AdminTrip }>(`/admin/trips/${id}`, { auth: adminTripTexts.authFetchTrip }).then((r) => r.trip);

export const adminTripQueryOptions = (id: number) => queryOptions({ queryKey: adminTripKeys.trip(id), queryFn: () => getAdminTrip(id) });

export const useAdminTrip = (id: number | null) => useQuery({ ...adminTripQueryOptions(id ?? 0), enabled: id !== null });
