import { SEARCH_SERVICE_TYPE_OPTIONS, searchServiceTypeLabels } from '../services/service-types';

// The numbers live apart: the route loaders (in every page's first file) need the page size, not the labels.
export * from './search.limits';

/** Service search options, spec 2 section 9. Values are what the URL and the API carry. */
export const SEARCH_PRICE_RANGES = ['0-100', '100-500', '500-1000', '1000+'] as const;
export type PriceRange = (typeof SEARCH_PRICE_RANGES)[number];
/** USD bounds of each range: lower inclusive, upper exclusive (null = open). */
export const PRICE_RANGE_BOUNDS_USD: Record<PriceRange, readonly [number, number | null]> = {
  '0-100': [0, 100],
  '100-500': [100, 500],
  '500-1000': [500, 1000],
  '1000+': [1000, null],
};
export const PRICE_RANGE_CURRENCY = 'USD';
export const priceRangeLabels: Record<PriceRange, string> = {
  '0-100': '$0 – $100',
  '100-500': '$100 – $500',
  '500-1000': '$500 – $1,000',
  '1000+': '$1,000+',
};

export const SEARCH_MIN_RATINGS = ['4', '3', '2'] as const;
export type MinRating = (typeof SEARCH_MIN_RATINGS)[number];
export const minRatingLabels: Record<MinRating, string> = { '4': '4+ stars', '3': '3+ stars', '2': '2+ stars' };

export const SEARCH_DURATIONS = ['1-3', '4-7', '8-14', '15+'] as const;
export type SearchDuration = (typeof SEARCH_DURATIONS)[number];
export const searchDurationLabels: Record<SearchDuration, string> = { '1-3': '1–3 days', '4-7': '4–7 days', '8-14': '8–14 days', '15+': '15+ days' };

export const SEARCH_GROUP_SIZES = ['1-2', '3-5', '6-10', '10+'] as const;
export type SearchGroupSize = (typeof SEARCH_GROUP_SIZES)[number];
export const searchGroupSizeLabels: Record<SearchGroupSize, string> = { '1-2': '1–2 people', '3-5': '3–5 people', '6-10': '6–10 people', '10+': '10+ people' };

export const SEARCH_SORT_OPTIONS = ['relevance', 'price-low', 'price-high', 'rating', 'newest'] as const;
export type SortBy = (typeof SEARCH_SORT_OPTIONS)[number];
export const sortLabels: Record<SortBy, string> = {
  relevance: 'Relevance',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  rating: 'Highest rated',
  newest: 'Newest',
};

export const SERVICE_TYPE_FILTER_OPTIONS = SEARCH_SERVICE_TYPE_OPTIONS;
export const serviceTypeFilterLabels = searchServiceTypeLabels;
