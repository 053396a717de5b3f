import { useMemo, useState } from 'react';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_DEBOUNCE_MS } from '@mt/shared';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { compareValues, type SortDirection, type SortValue } from '../utils/compare-values';

export interface SortState {
  key: string;
  dir: SortDirection;
}

export interface TableViewOptions<T> {
  /** Does the row match the (lower-cased, trimmed) search text? */
  matches(row: T, query: string): boolean;
  /** The value each sortable column sorts by. */
  sorters: Record<string, (row: T) => SortValue>;
  initialSort: SortState;
  pageSize?: number;
}

/**
 * Search (debounced 300 ms), sort and pages of 10 over rows already loaded (spec 3: the dashboard
 * tables). A new search or sort goes back to the first page; a page past the end shows the last.
 */
export function useTableView<T>(rows: readonly T[], { matches, sorters, initialSort, pageSize = ADMIN_PAGE_SIZE }: TableViewOptions<T>) {
  const [searchInput, setSearchInput] = useState('');
  const query = useDebouncedValue(searchInput.trim().toLowerCase(), ADMIN_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState(initialSort);
  // The page belongs to the search and sort it was chosen for.
  const [paging, setPaging] = useState({ page: 1, for: '' });
  const context = `${query}\u0000${sort.key}\u0000${sort.dir}`;

  const filtered = useMemo(() => (query ? rows.filter((r) => matches(r, query)) : rows), [rows, query, matches]);
  const sorted = useMemo(() => {
    const by = sorters[sort.key];
    if (!by) return filtered;
    return [...filtered].sort((a, b) => compareValues(by(a), by(b), sort.dir));
  }, [filtered, sorters, sort]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(paging.for === context ? paging.page : 1, pageCount);

  return {
    rows: sorted.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
    matching: sorted.length,
    searching: query.length > 0,
    searchInput,
    setSearchInput,
    sort,
    toggleSort: (key: string) => setSort((s) => (s.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' })),
    page,
    pageCount,
    setPage: (next: number) => setPaging({ page: next, for: context }),
  };
}

export type TableView<T> = ReturnType<typeof useTableView<T>>;
