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

/**
 * What a ledger charge pays for (payments.kind, docs/decisions/0013). 'postponement_fee' is charged
 * by the postponement of issue 18 section 3.
 */
export const PAYMENT_KINDS = ['full', 'deposit', 'balance', 'postponement_fee'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/** The kinds that pay the trip's price (a fee does not). */
export const PRICE_PAYMENT_KINDS = ['full', 'deposit', 'balance'] as const satisfies readonly PaymentKind[];
