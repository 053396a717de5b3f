import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServicesResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const getFeaturedServices = () => apiRequest<ServicesResponse>('/public/featured-services');

export const featuredServicesQueryOptions = () =>
  queryOptions({ queryKey: ['services', 'featured'] as const, queryFn: getFeaturedServices, select: (d) => d.services });

export const useFeaturedServices = () => useQuery(featuredServicesQueryOptions());
