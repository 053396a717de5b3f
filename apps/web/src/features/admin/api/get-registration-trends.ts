import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, type RegistrationTrendsResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const getRegistrationTrends = () =>
  apiRequest<RegistrationTrendsResponse>('/admin/stats/user-registration-trends', { auth: adminTexts.authRequired });

export const registrationTrendsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.registrationTrends, queryFn: getRegistrationTrends, select: (r) => r.trends });

export const useRegistrationTrends = () => useQuery(registrationTrendsQueryOptions());
