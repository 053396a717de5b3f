import { useMutation } from '@tanstack/react-query';
import type { CheckoutSessionResponse, CreateCheckoutSessionInput } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /subscriptions/create-checkout-session {priceId}: a checkoutUrl, or a sessionId for Stripe.js. */
export const createCheckoutSession = (input: CreateCheckoutSessionInput) =>
  apiRequest<CheckoutSessionResponse & { publishableKey?: string }>('/subscriptions/create-checkout-session', {
    method: 'POST',
    body: input,
    auth: true,
  });

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
