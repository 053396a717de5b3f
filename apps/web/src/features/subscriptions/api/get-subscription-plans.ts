import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const getSubscriptionPlans = () => apiRequest<PlansResponse>('/subscriptions/plans');

export const subscriptionPlansQueryOptions = () =>
  queryOptions({ queryKey: ['subscriptions', 'plans'] as const, queryFn: getSubscriptionPlans, select: (data) => data.plans });

export const useSubscriptionPlans = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...subscriptionPlansQueryOptions(), enabled });
