import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Pagination } from './pagination';
import { useClientTable } from './use-client-table';

interface Row {
  id: number;
  name: string;
  price: number | null;
}
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}`, price: i + 1 }));
const options = (data: Row[], search = '') => ({
  rows: data,
  search,
  searchText: (r: Row) => r.name,
  sortValues: { name: (r: Row) => r.name, price: (r: Row) => r.price },
  pageSize: 5,
});

describe('useClientTable', () => {
  it('pages, and falls back to the last page when rows disappear', () => {
    const { result, rerender } = renderHook((p: { data: Row[] }) => useClientTable(options(p.data)), { initialProps: { data: rows(11) } });
    expect(result.current.totalPages).toBe(3);
    act(() => result.current.setPage(3));
    rerender({ data: rows(11) });
    expect(result.current.pageRows.map((r) => r.id)).toEqual([11]);
    // The last row of page 3 is deleted: page 2 is shown rather than an empty page.
    rerender({ data: rows(10) });
    expect(result.current.page).toBe(2);
    expect(result.current.pageRows.map((r) => r.id)).toEqual([6, 7, 8, 9, 10]);
  });

  it('sorts numbers as numbers and names naturally (Row 2 before Row 10)', () => {
    const { result, rerender } = renderHook(() => useClientTable(options(rows(12))));
    act(() => result.current.setSort({ columnId: 'name', direction: 'asc' }));
    rerender();
    expect(result.current.pageRows.map((r) => r.name)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5']);
    act(() => result.current.setSort({ columnId: 'price', direction: 'desc' }));
    rerender();
    expect(result.current.pageRows.map((r) => r.price)).toEqual([12, 11, 10, 9, 8]);
  });

  it('goes back to page 1 when the search changes, matching case-insensitively', () => {
    const { result, rerender } = renderHook((p: { search: string }) => useClientTable(options(rows(12), p.search)), { initialProps: { search: '' } });
    act(() => result.current.setPage(2));
    rerender({ search: '' });
    expect(result.current.page).toBe(2);
    rerender({ search: 'ROW 1' });
    expect(result.current.page).toBe(1);
    expect(result.current.matchCount).toBe(4);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('moves to the first, previous, next and last page', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={4} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    for (const [name, page] of [['First', 1], ['Previous', 1], ['Next', 3], ['Last', 4]] as const) {
      fireEvent.click(screen.getByRole('button', { name }));
      expect(onPageChange).toHaveBeenLastCalledWith(page);
    }
  });
});
