import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerDashboardTexts, type PartnerEarningsResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /partners/me/earnings; an answer whose status is not 'success' is a failure (spec 2 section 7). */
export async function getMyEarnings(): Promise<PartnerEarningsResponse> {
  const data = await apiRequest<PartnerEarningsResponse>('/partners/me/earnings', { auth: true });
  if (data?.status !== 'success') throw new Error(partnerDashboardTexts.earningsFailed);
  return data;
}

export const myEarningsQueryOptions = () => queryOptions({ queryKey: ['partners', 'me', 'earnings'] as const, queryFn: getMyEarnings });

export const useMyEarnings = () => useQuery(myEarningsQueryOptions());
