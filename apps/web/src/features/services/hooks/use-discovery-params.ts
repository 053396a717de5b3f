import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { discoveryFiltersFrom, type DiscoveryFilters } from '../utils/discovery-filters';

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
