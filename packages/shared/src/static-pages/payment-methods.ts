/**
 * What the footer's payment-methods block and the pricing page list (spec 1 section 2, "Footer").
 * One list, so the two places never disagree.
 */
export const PAYMENT_METHODS = {
  cardBrands: ['Visa', 'Mastercard', 'American Express'],
  wallets: ['Apple Pay', 'Google Pay'],
  mobileMoney: ['M-Pesa'],
  bankTransfer: 'Bank transfer',
} as const;

/** Spec 1 section 9: "Payments claim 135+ currencies". */
export const SUPPORTED_CURRENCIES_CLAIM = '135+ currencies';

export const paymentTrustTexts = {
  cardProvider: 'Cards processed by Stripe',
  paymentsProvider: 'Payments powered by Stripe',
  ssl: 'SSL encrypted',
  pci: 'PCI DSS compliant',
  currencies: SUPPORTED_CURRENCIES_CLAIM,
} as const;
