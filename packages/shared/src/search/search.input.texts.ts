import { SEARCH_LOCATION_MAX, SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE_MAX, SEARCH_TEXT_MAX } from './search.limits';

/** The server's answers to a search it cannot run (400), apart from the page's texts: the browser never shows these. */
export const searchInputTexts = {
  searchTooLong: `Search text must be at most ${SEARCH_TEXT_MAX} characters.`,
  locationTooLong: `Location must be at most ${SEARCH_LOCATION_MAX} characters.`,
  badServiceType: 'serviceType must be a comma-separated list of: accommodation, transportation, activities, tours, food.',
  badPriceRange: 'priceRange must be one of 0-100, 100-500, 500-1000, 1000+.',
  badMinRating: 'minRating must be 4, 3 or 2.',
  badDate: 'availableFrom must be a valid date (YYYY-MM-DD).',
  pastDate: 'availableFrom cannot be in the past.',
  badDuration: 'duration must be one of 1-3, 4-7, 8-14, 15+.',
  badGroupSize: 'groupSize must be one of 1-2, 3-5, 6-10, 10+.',
  badSort: 'sortBy must be one of relevance, price-low, price-high, rating, newest.',
  badPage: `page must be a whole number from 1 to ${SEARCH_PAGE_MAX}.`,
  badLimit: `limit must be a whole number from 1 to ${SEARCH_PAGE_SIZE_MAX}.`,
} as const;
