import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, adminTexts } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminKeys } from './admin-keys';

export const getRegistrationTrends = () => callApi(adminEndpoints.registrationTrends, { auth: adminTexts.authRequired });

export const registrationTrendsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.registrationTrends, queryFn: getRegistrationTrends, select: (r) => r.trends });

export const useRegistrationTrends = () => useQuery(registrationTrendsQueryOptions());
