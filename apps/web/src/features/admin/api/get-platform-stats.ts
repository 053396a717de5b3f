import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, adminTexts } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminKeys } from './admin-keys';

export const getPlatformStats = () => callApi(adminEndpoints.platformStats, { auth: adminTexts.authRequired });

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.platformStats, queryFn: getPlatformStats, select: (r) => r.stats });

export const usePlatformStats = () => useQuery(platformStatsQueryOptions());
