import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { centredPages } from './page-numbers';
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

  it('orders text case-insensitively, booleans by value, and empty values last in both directions', () => {
    type Item = { id: number; text: string | null; flag: boolean };
    const items: Item[] = [
      { id: 1, text: 'b', flag: true },
      { id: 2, text: null, flag: false },
      { id: 3, text: 'Lodge 10', flag: true },
      { id: 4, text: '', flag: false },
      { id: 5, text: 'A', flag: true },
      { id: 6, text: 'Lodge 2', flag: false },
    ];
    const { result, rerender } = renderHook(() =>
      useClientTable({ rows: items, search: '', searchText: (r) => r.text ?? '', sortValues: { text: (r) => r.text, flag: (r) => r.flag }, pageSize: 10 }),
    );
    act(() => result.current.setSort({ columnId: 'text', direction: 'asc' }));
    rerender();
    expect(result.current.pageRows.map((r) => r.id)).toEqual([5, 1, 6, 3, 2, 4]);
    act(() => result.current.setSort({ columnId: 'text', direction: 'desc' }));
    rerender();
    expect(result.current.pageRows.map((r) => r.id).slice(0, 4)).toEqual([3, 6, 1, 5]);
    act(() => result.current.setSort({ columnId: 'flag', direction: 'asc' }));
    rerender();
    expect(result.current.pageRows.map((r) => r.flag)).toEqual([false, false, false, true, true, true]);
  });

  it('keeps pinned rows ahead of the others, each group in the chosen sort or in the given order', () => {
    const pinned = (r: Row) => r.id % 3 === 0;
    const { result } = renderHook(() => useClientTable({ ...options(rows(7)), pageSize: 10, pinFirst: pinned }));
    expect(result.current.pageRows.map((r) => r.id)).toEqual([3, 6, 1, 2, 4, 5, 7]);
    act(() => result.current.setSort({ columnId: 'price', direction: 'desc' }));
    expect(result.current.pageRows.map((r) => r.id)).toEqual([6, 3, 7, 5, 4, 2, 1]);
  });

  it('goes back to page 1 when the filter key changes, as for a new search', () => {
    const { result, rerender } = renderHook((p: { filterKey: string }) => useClientTable({ ...options(rows(12)), filterKey: p.filterKey }), { initialProps: { filterKey: 'all' } });
    act(() => result.current.setPage(3));
    rerender({ filterKey: 'all' });
    expect(result.current.page).toBe(3);
    rerender({ filterKey: 'new' });
    expect(result.current.page).toBe(1);
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
  it('renders nothing for a single page, in either shape', () => {
    const { container } = render(<Pagination variant="numbers" page={1} totalPages={1} onPageChange={() => undefined} pageNumbers={() => [1]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the summary it is given', () => {
    render(<Pagination page={2} totalPages={3} onPageChange={() => undefined} summary="Page 2 of 3 (Total: 27 services)" label="Services pages" />);
    expect(screen.getByRole('navigation', { name: 'Services pages' })).toHaveTextContent('Page 2 of 3 (Total: 27 services)');
  });

  it('numbers the pages it is told to, marks the current one, and moves to a chosen page', () => {
    const onPageChange = vi.fn();
    render(<Pagination variant="numbers" page={4} totalPages={10} onPageChange={onPageChange} pageNumbers={(p, n) => centredPages(p, n, 5)} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['2', '3', '4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(nav).not.toHaveTextContent('First');
    fireEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it('disables Previous on the first page and Next on the last in the numbered shape', () => {
    const { rerender } = render(<Pagination variant="numbers" page={1} totalPages={3} onPageChange={() => undefined} pageNumbers={(p, n) => centredPages(p, n, 5)} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    rerender(<Pagination variant="numbers" page={3} totalPages={3} onPageChange={() => undefined} pageNumbers={(p, n) => centredPages(p, n, 5)} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

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
