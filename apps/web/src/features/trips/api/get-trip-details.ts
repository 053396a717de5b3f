import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripDetailsResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from './get-trips';

export const getTripDetails = (id: number) => apiRequest<TripDetailsResponse>(`/trips/${id}/details`, { auth: true });

export const tripDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: tripKeys.details(id), queryFn: () => getTripDetails(id), staleTime: 60_000 });

export const useTripDetails = (id: number, enabled = true) => useQuery({ ...tripDetailsQueryOptions(id), enabled });
