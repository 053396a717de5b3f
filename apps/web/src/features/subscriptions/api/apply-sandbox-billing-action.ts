import { useMutation } from '@tanstack/react-query';
import type { PartnerDto, SandboxBillingAction } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /payments/sandbox/billing: one billing-portal action; answers the partner as it now is. */
export const applySandboxBillingAction = (action: SandboxBillingAction) =>
  apiRequest<{ partner: PartnerDto }>('/payments/sandbox/billing', { method: 'POST', body: action, auth: true });

export const useApplySandboxBillingAction = () => useMutation({ mutationFn: applySandboxBillingAction });
