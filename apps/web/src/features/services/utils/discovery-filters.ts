import { SEARCH_PAGE_SIZE, type ServiceSearchParams } from '@mt/shared';

// The catalogue's route loader (in every page's first file) reads these; the hook that writes them stays with the page.
/** Every filter of the search lives in the URL: a search can be shared, survives reload and the back button. */
export const DISCOVERY_KEYS = [
  'search',
  'serviceType',
  'priceRange',
  'location',
  'minRating',
  'availableFrom',
  'duration',
  'groupSize',
  'sortBy',
  'page',
] as const satisfies readonly (keyof ServiceSearchParams)[];
export type DiscoveryKey = (typeof DISCOVERY_KEYS)[number];
export type DiscoveryFilters = Partial<Record<DiscoveryKey, string>>;

/** The filters a discovery address holds (the page and its route loader read it the same way). */
export function discoveryFiltersFrom(searchParams: URLSearchParams): DiscoveryFilters {
  const out: DiscoveryFilters = {};
  for (const key of DISCOVERY_KEYS) {
    const v = searchParams.get(key);
    if (v) out[key] = v;
  }
  return out;
}

/** What the search asks the API for those filters: one page of SEARCH_PAGE_SIZE. */
export const discoverySearch = (filters: DiscoveryFilters): ServiceSearchParams => ({ ...filters, limit: String(SEARCH_PAGE_SIZE) });
