import { useMutation } from '@tanstack/react-query';
import { subscriptionsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** POST /subscriptions/create-billing-portal-session (no body): the portalUrl to go to. */
export const createBillingPortalSession = () => callApi(subscriptionsEndpoints.createBillingPortalSession, { auth: true });

export const useCreateBillingPortalSession = () => useMutation({ mutationFn: createBillingPortalSession });
