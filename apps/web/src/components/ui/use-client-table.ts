import { useMemo, useState } from 'react';
import type { SortState } from './data-table';

export type SortValue = string | number | boolean | null | undefined;

export interface ClientTableOptions<T> {
  rows: T[];
  /** The (already debounced) search text; rows whose searchText contains it, case-insensitively, stay. */
  search: string;
  searchText(row: T): string;
  /** How each sortable column compares. */
  sortValues: Record<string, (row: T) => SortValue>;
  pageSize: number;
  initialSort?: SortState | null;
  /** Names any other narrowing the caller applied to `rows` (a status filter): changing it goes back to page 1 too. */
  filterKey?: string;
  /** Rows kept ahead of the others whatever the sort (a trip with unread messages); each group sorts alike. */
  pinFirst?(row: T): boolean;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compare(a: SortValue, b: SortValue): number {
  // Empty values go last whatever the direction is, so they never crowd the first page.
  if (a === null || a === undefined || a === '') return b === null || b === undefined || b === '' ? 0 : 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a !== 'string' && typeof b !== 'string') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * Search, sort and paging over rows held by the client (the dashboard tables). A new search, filter or
 * sort goes back to page 1; a page past the end (after a delete) falls back to the last one.
 */
export function useClientTable<T>({ rows, search, searchText, sortValues, pageSize, initialSort = null, filterKey = '', pinFirst }: ClientTableOptions<T>) {
  const [sort, setSortState] = useState<SortState | null>(initialSort);
  // The page belongs to the search and filter it was chosen for.
  const context = `${search}\u0000${filterKey}`;
  const [pageState, setPageState] = useState({ page: 1, context });

  const matches = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const found = needle ? rows.filter((r) => searchText(r).toLocaleLowerCase().includes(needle)) : rows;
    const value = sort ? sortValues[sort.columnId] : undefined;
    if (!sort || !value) return pinFirst ? [...found.filter(pinFirst), ...found.filter((r) => !pinFirst(r))] : found;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...found].sort((a, b) => {
      if (pinFirst && pinFirst(a) !== pinFirst(b)) return pinFirst(a) ? -1 : 1;
      const va = value(a);
      const vb = value(b);
      const emptyA = va === null || va === undefined || va === '';
      const emptyB = vb === null || vb === undefined || vb === '';
      if (emptyA || emptyB) return compare(va, vb);
      return sign * compare(va, vb);
    });
    // Callers pass searchText and sortValues inline (new functions every render, same meaning): depending on
    // them would redo the work on every render. Rows, search and sort are what change the result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, search, sort]);

  const totalPages = Math.max(1, Math.ceil(matches.length / pageSize));
  const requested = pageState.context === context ? pageState.page : 1;
  const page = Math.min(Math.max(1, requested), totalPages);
  const pageRows = matches.slice((page - 1) * pageSize, page * pageSize);

  return {
    pageRows,
    page,
    totalPages,
    matchCount: matches.length,
    setPage: (n: number) => setPageState({ page: n, context }),
    sort,
    setSort: (s: SortState) => {
      setSortState(s);
      setPageState({ page: 1, context });
    },
  };
}
