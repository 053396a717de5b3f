import { useMutation } from '@tanstack/react-query';
import type { SandboxCheckoutResult } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /payments/sandbox/checkout/{sessionId}/complete: pays the session (test mode); answers where the browser returns to. */
export const completeSandboxCheckout = (sessionId: string) =>
  apiRequest<SandboxCheckoutResult>(`/payments/sandbox/checkout/${encodeURIComponent(sessionId)}/complete`, { method: 'POST', auth: true });

export const useCompleteSandboxCheckout = () => useMutation({ mutationFn: completeSandboxCheckout });
