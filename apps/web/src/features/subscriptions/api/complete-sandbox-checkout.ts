import { useMutation } from '@tanstack/react-query';
import { subscriptionsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** POST /payments/sandbox/checkout/{sessionId}/complete: pays the session (test mode); answers where the browser returns to. */
export const completeSandboxCheckout = (sessionId: string) =>
  callApi(subscriptionsEndpoints.completeSandboxCheckout, { params: { sessionId }, auth: true });

export const useCompleteSandboxCheckout = () => useMutation({ mutationFn: completeSandboxCheckout });
