import { queryOptions, useQuery } from '@tanstack/react-query';
import { tripsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const tripKeys = {
  all: ['trips'] as const,
  details: (id: number) => ['trips', id, 'details'] as const,
};

export const getTrips = () => callApi(tripsEndpoints.list, { auth: true });

export const tripsQueryOptions = () => queryOptions({ queryKey: tripKeys.all, queryFn: getTrips, staleTime: 10_000 });

export const useTrips = () => useQuery(tripsQueryOptions());
