import { queryOptions, useQuery } from '@tanstack/react-query';
import { servicesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** GET /services (bearer): the signed-in partner's own services. */
export const getMyServices = () => callApi(servicesEndpoints.listOwn, { auth: true });

export const myServicesQueryKey = ['services', 'mine'] as const;

export const myServicesQueryOptions = () =>
  queryOptions({ queryKey: myServicesQueryKey, queryFn: getMyServices, select: (data) => data.services });

export const useMyServices = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...myServicesQueryOptions(), enabled });
