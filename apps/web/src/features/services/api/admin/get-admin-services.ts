import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminServicesEndpoints, adminTexts } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** Under the dashboard's 'admin' prefix: the overview's retry and a trip change refresh it too. */
export const adminServicesQueryKey = ['admin', 'services'] as const;

export const getAdminServices = () => callApi(adminServicesEndpoints.list, { auth: adminTexts.authRequired });

export const adminServicesQueryOptions = () => queryOptions({ queryKey: adminServicesQueryKey, queryFn: getAdminServices });

export const useAdminServices = () => useQuery(adminServicesQueryOptions());
