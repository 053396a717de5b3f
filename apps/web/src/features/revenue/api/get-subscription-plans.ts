import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, revenueEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { revenueKeys } from './revenue-keys';

export const getSubscriptionPlans = () => callApi(revenueEndpoints.listPlans, { auth: adminTexts.authRequired });

export const subscriptionPlansQueryOptions = () =>
  queryOptions({ queryKey: revenueKeys.plans, queryFn: getSubscriptionPlans, select: (r) => r.data });

export const useSubscriptionPlans = () => useQuery(subscriptionPlansQueryOptions());
