import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminServicesEndpoints, adminTexts } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminServicesQueryKey } from './get-admin-services';

/** Under the services list's key: invalidating the list refreshes an open modal too. */
export const adminServiceQueryKey = (id: number) => [...adminServicesQueryKey, id] as const;

/** GET /api/admin/services/{id}: the edit modal's starting values and the service's edit history. */
export const getAdminService = (id: number) => callApi(adminServicesEndpoints.get, { params: { id }, auth: adminTexts.authRequired });

export const adminServiceQueryOptions = (id: number) => queryOptions({ queryKey: adminServiceQueryKey(id), queryFn: () => getAdminService(id) });

export const useAdminService = (id: number) => useQuery(adminServiceQueryOptions(id));
