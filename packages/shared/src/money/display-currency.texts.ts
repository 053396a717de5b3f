/** What the pages say about prices shown in the visitor's currency (issue 22 section 3). */
export const displayCurrencyTexts = {
  /** The checkout: what is charged, and that the converted figure is only a reference. */
  chargedIn: (charged: string, shown: string, shownCurrency: string) => `You will be charged ${charged} (${shown} in ${shownCurrency}, shown for reference only).`,
  /** The trip plan's estimate: the services' listed prices added up, per person. */
  planEstimate: (total: string) => `From ${total} per person`,
  planEstimateHint: 'The listed prices of these services added up. Our team prices the whole trip for you, in NOK.',
} as const;
