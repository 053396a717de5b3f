import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, type AdminServicesResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const getAdminServices = () => apiRequest<AdminServicesResponse>('/admin/services', { auth: adminTexts.authRequired });

export const adminServicesQueryOptions = () => queryOptions({ queryKey: adminKeys.services, queryFn: getAdminServices });

export const useAdminServices = () => useQuery(adminServicesQueryOptions());
