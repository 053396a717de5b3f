import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, TOP_PARTNERS_DEFAULT, type TopPartnersResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { revenueKeys } from './revenue-keys';

export const getTopPartners = (limit: number) => apiRequest<TopPartnersResponse>('/revenue/top-partners', { query: { limit }, auth: adminTexts.authRequired });

export const topPartnersQueryOptions = (limit = TOP_PARTNERS_DEFAULT) =>
  queryOptions({ queryKey: revenueKeys.topPartners(limit), queryFn: () => getTopPartners(limit), select: (r) => r.data });

export const useTopPartners = (limit = TOP_PARTNERS_DEFAULT) => useQuery(topPartnersQueryOptions(limit));
