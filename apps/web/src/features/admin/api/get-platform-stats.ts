import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, type PlatformStatsResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const getPlatformStats = () => apiRequest<PlatformStatsResponse>('/admin/platform-stats', { auth: adminTexts.authRequired });

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.platformStats, queryFn: getPlatformStats, select: (r) => r.stats });

export const usePlatformStats = () => useQuery(platformStatsQueryOptions());
