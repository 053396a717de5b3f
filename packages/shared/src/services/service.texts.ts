/** Public catalogue texts (spec 2 sections 2 and 8, spec 1 section 4). */
export const serviceTexts = {
  noRatingsYet: 'No Ratings Yet',
  notAvailable: 'N/A',
  readMore: 'Read More',
  readLess: 'Read Less',
  from: 'From',
  contactForPricing: 'Contact for pricing',
  visitWebsite: 'Visit Website',
  loadErrorTitle: 'Error Loading Services',
  tryAgain: 'Try again',
  loadFailed: 'Failed to load services',
} as const;
