import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerDashboardTexts, partnersEndpoints, type ServicePopularityResponse } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** GET /partners/me/service-popularity; status must be 'success' (spec 2 section 7). */
export async function getServicePopularity(): Promise<ServicePopularityResponse> {
  const data = await callApi(partnersEndpoints.getServicePopularity, { auth: true });
  if (data?.status !== 'success') throw new Error(partnerDashboardTexts.popularityFailed);
  return data;
}

export const servicePopularityQueryOptions = () =>
  queryOptions({ queryKey: ['partners', 'me', 'service-popularity'] as const, queryFn: getServicePopularity, select: (data) => data.popularity });

export const useServicePopularity = () => useQuery(servicePopularityQueryOptions());
