import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_PAGE_SIZE, type ServiceSearchParams } from '@mt/shared';

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

export function useDiscoveryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => discoveryFiltersFrom(searchParams), [searchParams]);

  /**
   * Sets some filters; any change other than the page itself goes back to page 1 (spec 2 section 4).
   * `immediate` commits the URL within the event (React Router's flushSync) instead of in a transition:
   * controlled checkboxes and selects then never flick back to their old value, and a second quick
   * click builds on the first one's URL rather than on a stale one. Not for calls from effects.
   */
  const update = useCallback(
    (changes: DiscoveryFilters, { immediate = false }: { immediate?: boolean } = {}) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { flushSync: immediate },
      );
    },
    [setSearchParams],
  );

  const clear = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);
  const page = Math.max(1, Number.parseInt(params.page ?? '1', 10) || 1);
  return { params, page, update, clear };
}

/** Service types are one comma list in the URL and the API (spec 2: joined on 'Apply Filters'). */
export const splitTypes = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);
export const joinTypes = (types: string[]) => types.join(',');
