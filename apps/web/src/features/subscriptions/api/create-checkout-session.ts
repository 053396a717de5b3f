import { useMutation } from '@tanstack/react-query';
import { subscriptionsEndpoints, type CreateCheckoutSessionInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** POST /subscriptions/create-checkout-session {priceId}: the checkoutUrl to go to (always a URL, decision 0005). */
export const createCheckoutSession = (input: CreateCheckoutSessionInput) =>
  callApi(subscriptionsEndpoints.createCheckoutSession, { body: input, auth: true });

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
