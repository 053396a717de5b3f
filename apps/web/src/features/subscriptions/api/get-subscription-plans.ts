import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const getSubscriptionPlans = () => callApi(subscriptionsEndpoints.plans);

export const subscriptionPlansQueryOptions = () =>
  queryOptions({ queryKey: ['subscriptions', 'plans'] as const, queryFn: getSubscriptionPlans, select: (data) => data.plans });

export const useSubscriptionPlans = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...subscriptionPlansQueryOptions(), enabled });
