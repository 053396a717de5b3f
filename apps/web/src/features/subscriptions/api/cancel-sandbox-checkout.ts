import { useMutation } from '@tanstack/react-query';
import type { SandboxCheckoutResult } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /payments/sandbox/checkout/{sessionId}/cancel: abandons the session; answers where the browser returns to. */
export const cancelSandboxCheckout = (sessionId: string) =>
  apiRequest<SandboxCheckoutResult>(`/payments/sandbox/checkout/${encodeURIComponent(sessionId)}/cancel`, { method: 'POST', auth: true });

export const useCancelSandboxCheckout = () => useMutation({ mutationFn: cancelSandboxCheckout });
