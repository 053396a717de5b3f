import { queryOptions, useQuery } from '@tanstack/react-query';
import { tripsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { tripKeys } from './get-trips';

export const getTripDetails = (id: number) => callApi(tripsEndpoints.details, { params: { id }, auth: true });

export const tripDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: tripKeys.details(id), queryFn: () => getTripDetails(id), staleTime: 60_000 });

export const useTripDetails = (id: number, enabled = true) => useQuery({ ...tripDetailsQueryOptions(id), enabled });
