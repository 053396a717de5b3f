import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, type AdminPlansResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { revenueKeys } from './revenue-keys';

export const getSubscriptionPlans = () => apiRequest<AdminPlansResponse>('/revenue/subscription-plans', { auth: adminTexts.authRequired });

export const subscriptionPlansQueryOptions = () =>
  queryOptions({ queryKey: revenueKeys.plans, queryFn: getSubscriptionPlans, select: (r) => r.data });

export const useSubscriptionPlans = () => useQuery(subscriptionPlansQueryOptions());
