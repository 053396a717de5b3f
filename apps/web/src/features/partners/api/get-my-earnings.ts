import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerDashboardTexts, partnersEndpoints, type PartnerEarningsResponse } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** GET /partners/me/earnings; an answer whose status is not 'success' is a failure (spec 2 section 7). */
export async function getMyEarnings(): Promise<PartnerEarningsResponse> {
  const data = await callApi(partnersEndpoints.getEarnings, { auth: true });
  if (data?.status !== 'success') throw new Error(partnerDashboardTexts.earningsFailed);
  return data;
}

export const myEarningsQueryOptions = () => queryOptions({ queryKey: ['partners', 'me', 'earnings'] as const, queryFn: getMyEarnings });

export const useMyEarnings = () => useQuery(myEarningsQueryOptions());
