/**
 * A trip payment's state in the payments ledger (payments.status): the PaymentIntent statuses the
 * provider reports that the product uses (Stripe's names; the sandbox speaks the same), plus two the
 * ledger records itself: 'failed' after a payment_failed event (Stripe moves the intent back to
 * requires_payment_method) and 'refunded' once its charge is refunded.
 */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
  'failed',
  'refunded',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];
