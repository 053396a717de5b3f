import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/**
 * Whether checkout runs on Stripe (wallets may be named) or the sandbox. The same call and cache key as
 * the route guard's public settings, so the page makes no second request.
 */
export const paymentsModeQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'public'], queryFn: () => callApi(settingsEndpoints.getPublic), staleTime: 60_000 });

export const usePaymentsMode = () => useQuery({ ...paymentsModeQueryOptions(), select: (s) => s.payments_mode });
