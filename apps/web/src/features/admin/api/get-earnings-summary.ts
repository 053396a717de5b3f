import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, type EarningsSummaryResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const getEarningsSummary = () => apiRequest<EarningsSummaryResponse>('/admin/earnings/summary', { auth: adminTexts.authRequired });

export const earningsSummaryQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.earningsSummary, queryFn: getEarningsSummary, select: (r) => r.summary });

export const useEarningsSummary = () => useQuery(earningsSummaryQueryOptions());
