import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, revenueEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { revenueKeys } from './revenue-keys';

export const getCommissionSummary = () => callApi(revenueEndpoints.getSummary, { auth: adminTexts.authRequired });

export const commissionSummaryQueryOptions = () =>
  queryOptions({ queryKey: revenueKeys.summary, queryFn: getCommissionSummary, select: (r) => r.data });

export const useCommissionSummary = () => useQuery(commissionSummaryQueryOptions());
