/**
 * The picker's accessible name (the header shows the code alone). A constant of its own: the header is in
 * every page's first load, the texts below only on the pages that use them.
 */
export const CURRENCY_PICKER_LABEL = 'Show prices in';

/** What the pages say about prices shown in the visitor's currency (issue 22 section 3). */
export const displayCurrencyTexts = {
  /** The checkout: what is charged, and that the converted figure is only a reference. */
  chargedIn: (charged: string, shown: string, shownCurrency: string) => `You will be charged ${charged} (${shown} in ${shownCurrency}, shown for reference only).`,
  /** The trip plan's estimate: the services' listed prices added up, per person. */
  planEstimate: (total: string) => `From ${total} per person`,
  planEstimateHint: 'The listed prices of these services added up. Our team prices the whole trip for you, in NOK.',
} as const;
