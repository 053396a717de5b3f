import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, type CommissionSummaryResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { revenueKeys } from './revenue-keys';

export const getCommissionSummary = () => apiRequest<CommissionSummaryResponse>('/revenue/summary', { auth: adminTexts.authRequired });

export const commissionSummaryQueryOptions = () =>
  queryOptions({ queryKey: revenueKeys.summary, queryFn: getCommissionSummary, select: (r) => r.data });

export const useCommissionSummary = () => useQuery(commissionSummaryQueryOptions());
