import { useMutation } from '@tanstack/react-query';
import { subscriptionsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** POST /payments/sandbox/checkout/{sessionId}/cancel: abandons the session; answers where the browser returns to. */
export const cancelSandboxCheckout = (sessionId: string) =>
  callApi(subscriptionsEndpoints.cancelSandboxCheckout, { params: { sessionId }, auth: true });

export const useCancelSandboxCheckout = () => useMutation({ mutationFn: cancelSandboxCheckout });
