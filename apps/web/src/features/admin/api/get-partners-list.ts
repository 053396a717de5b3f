import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, type AdminPartnersResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const getPartnersList = () => apiRequest<AdminPartnersResponse>('/admin/partners-list', { auth: adminTexts.authRequired });

export const partnersListQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.partners, queryFn: getPartnersList, select: (r) => r.partners });

export const usePartnersList = () => useQuery(partnersListQueryOptions());
