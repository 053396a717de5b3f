import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** GET /payments/sandbox/checkout/{sessionId}: the plan and price of a sandbox checkout session. */
export const getSandboxCheckout = (sessionId: string) => callApi(subscriptionsEndpoints.sandboxCheckout, { params: { sessionId }, auth: true });

export const sandboxCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['subscriptions', 'sandbox-checkout', sessionId] as const,
    queryFn: () => getSandboxCheckout(sessionId),
    select: (data) => data.session,
    // 404/403 will not change by asking again.
    retry: false,
  });

export const useSandboxCheckout = (sessionId: string) => useQuery(sandboxCheckoutQueryOptions(sessionId));
