/**
 * The texts of a service card (spec 2 sections 2 and 8): apart from the catalogue pages' own, as every page
 * with a card loads them (issue 22 freed these bytes for the currency picker).
 */
export const serviceCardTexts = {
  noRatingsYet: 'No Ratings Yet',
  notAvailable: 'N/A',
  readMore: 'Read More',
  readLess: 'Read Less',
  from: 'From',
  contactForPricing: 'Contact for pricing',
} as const;
