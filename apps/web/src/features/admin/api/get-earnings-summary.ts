import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, adminTexts } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminKeys } from './admin-keys';

export const getEarningsSummary = () => callApi(adminEndpoints.earningsSummary, { auth: adminTexts.authRequired });

export const earningsSummaryQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.earningsSummary, queryFn: getEarningsSummary, select: (r) => r.summary });

export const useEarningsSummary = () => useQuery(earningsSummaryQueryOptions());
