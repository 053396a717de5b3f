import { useMutation } from '@tanstack/react-query';
import { subscriptionsEndpoints, type SandboxBillingAction } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** POST /payments/sandbox/billing: one billing-portal action; answers the partner as it now is. */
export const applySandboxBillingAction = (action: SandboxBillingAction) =>
  callApi(subscriptionsEndpoints.sandboxBilling, { body: action, auth: true });

export const useApplySandboxBillingAction = () => useMutation({ mutationFn: applySandboxBillingAction });
