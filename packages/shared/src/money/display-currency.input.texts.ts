// Server-only: the answers to a bad PUT /api/users/me/display-currency (the picker never sends one).
/** What the server answers for a code the table has no rate for (the picker never offers one). */
export const displayCurrencyServerTexts = {
  badCode: 'currency must be a three-letter currency code, such as EUR.',
  unsupported: (supported: readonly string[]) => `Prices cannot be shown in that currency. Choose one of: ${supported.join(', ')}.`,
} as const;
