import { useMutation } from '@tanstack/react-query';
import type { BillingPortalResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /subscriptions/create-billing-portal-session (no body): the portalUrl to go to. */
export const createBillingPortalSession = () =>
  apiRequest<Partial<BillingPortalResponse>>('/subscriptions/create-billing-portal-session', { method: 'POST', auth: true });

export const useCreateBillingPortalSession = () => useMutation({ mutationFn: createBillingPortalSession });
