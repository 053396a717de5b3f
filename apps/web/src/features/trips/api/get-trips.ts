import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripsResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const tripKeys = {
  all: ['trips'] as const,
  details: (id: number) => ['trips', id, 'details'] as const,
};

export const getTrips = () => apiRequest<TripsResponse>('/trips', { auth: true });

export const tripsQueryOptions = () => queryOptions({ queryKey: tripKeys.all, queryFn: getTrips, staleTime: 10_000 });

export const useTrips = () => useQuery(tripsQueryOptions());
