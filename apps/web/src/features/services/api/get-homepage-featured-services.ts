import { queryOptions, useQuery } from '@tanstack/react-query';
import { servicesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const getHomepageFeaturedServices = () => callApi(servicesEndpoints.listHomepage);

export const homepageFeaturedServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['services', 'homepage-featured'] as const,
    queryFn: getHomepageFeaturedServices,
    select: (d) => d.services,
  });

export const useHomepageFeaturedServices = () => useQuery(homepageFeaturedServicesQueryOptions());
