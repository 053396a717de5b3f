import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServicesResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /services (bearer): the signed-in partner's own services. */
export const getMyServices = () => apiRequest<ServicesResponse>('/services', { auth: true });

export const myServicesQueryKey = ['services', 'mine'] as const;

export const myServicesQueryOptions = () =>
  queryOptions({ queryKey: myServicesQueryKey, queryFn: getMyServices, select: (data) => data.services });

export const useMyServices = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...myServicesQueryOptions(), enabled });
