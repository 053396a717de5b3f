import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServicesResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const getHomepageFeaturedServices = () => apiRequest<ServicesResponse>('/public/homepage-featured-services');

export const homepageFeaturedServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['services', 'homepage-featured'] as const,
    queryFn: getHomepageFeaturedServices,
    select: (d) => d.services,
  });

export const useHomepageFeaturedServices = () => useQuery(homepageFeaturedServicesQueryOptions());
