/** The admin's exchange-rate table (issue 22 section 3, docs/decisions/0041): the API's refusals and the screen's words. */
export const exchangeRatesTexts = {
  title: 'Exchange rates',
  intro:
    'Visitors see prices converted with these rates, and the price filter converts with them too. Payments are always in the trip’s own currency.',
  rateLabel: (currency: string) => `${currency} for 1 USD`,
  rateHint: 'How much one US dollar buys.',
  base: 'The table is based on USD: send "base": "USD".',
  usdIsOne: 'The USD rate is 1: the table is based on USD.',
  missing: (currency: string) => `Enter the rate for ${currency}.`,
  notANumber: (currency: string) => `The rate for ${currency} must be a number.`,
  outOfBounds: (currency: string, min: string, max: string) => `The rate for ${currency} must be between ${min} and ${max}.`,
  unknown: (codes: string[], known: string[]) => `No such currency in the table: ${codes.join(', ')}. The table has ${known.join(', ')}.`,
  lastChanged: (when: string) => `Last changed ${when}.`,
  neverChanged: 'Not changed yet: the default rates are in force.',
  saved: 'Exchange rates saved. Prices show with them now.',
  loadFailed: 'Failed to load the exchange rates.',
  saveFailed: 'Failed to save the exchange rates.',
  save: 'Save Rates',
  saving: 'Saving...',
} as const;
