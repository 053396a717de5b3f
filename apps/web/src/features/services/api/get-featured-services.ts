import { queryOptions, useQuery } from '@tanstack/react-query';
import { servicesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const getFeaturedServices = () => callApi(servicesEndpoints.listFeatured);

export const featuredServicesQueryOptions = () =>
  queryOptions({ queryKey: ['services', 'featured'] as const, queryFn: getFeaturedServices, select: (d) => d.services });

export const useFeaturedServices = () => useQuery(featuredServicesQueryOptions());
