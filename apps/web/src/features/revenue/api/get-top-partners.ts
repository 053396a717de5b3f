import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, revenueEndpoints, TOP_PARTNERS_DEFAULT } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { revenueKeys } from './revenue-keys';

export const getTopPartners = (limit: number) => callApi(revenueEndpoints.listTopPartners, { query: { limit }, auth: adminTexts.authRequired });

export const topPartnersQueryOptions = (limit = TOP_PARTNERS_DEFAULT) =>
  queryOptions({ queryKey: revenueKeys.topPartners(limit), queryFn: () => getTopPartners(limit), select: (r) => r.data });

export const useTopPartners = (limit = TOP_PARTNERS_DEFAULT) => useQuery(topPartnersQueryOptions(limit));
