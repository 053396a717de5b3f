import type { PublicSettings } from '../settings/settings.schemas';

/**
 * What the footer's payment-methods block and the pricing page list (spec 1 section 2, "Footer";
 * issue 18 section 5): only what checkout really takes. Checkout takes cards; with Stripe its
 * Payment Element also offers Apple Pay and Google Pay where the device and Stripe support them. The
 * sandbox takes Stripe's test cards only. One list, so the two places never disagree.
 */
export const PAYMENT_METHODS = {
  cardBrands: ['Visa', 'Mastercard', 'American Express'],
  wallets: ['Apple Pay', 'Google Pay'],
} as const;

export interface AcceptedPaymentMethods {
  cards: readonly string[];
  /** Empty unless Stripe's Payment Element is in use. */
  wallets: readonly string[];
}

export const acceptedPaymentMethods = (mode: PublicSettings['payments_mode']): AcceptedPaymentMethods => ({
  cards: PAYMENT_METHODS.cardBrands,
  wallets: mode === 'stripe' ? PAYMENT_METHODS.wallets : [],
});

/** Trips are priced and charged in NOK (docs/decisions/0004); a card in another currency is converted by its bank. */
export const CHARGE_CURRENCY_CLAIM = 'Charged in Norwegian kroner (NOK)';

export const paymentTrustTexts = {
  stripe: 'Payments processed by Stripe',
  sandbox: 'Test mode: no real payments are taken',
  ssl: 'SSL encrypted',
  pci: 'Card details go straight to a PCI DSS certified provider',
  currency: CHARGE_CURRENCY_CLAIM,
  walletsNote: 'where your device and Stripe offer them',
} as const;
