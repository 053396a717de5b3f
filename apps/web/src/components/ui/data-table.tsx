import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell(row: T): ReactNode;
  /** The column's header becomes a sort button. */
  sortable?: boolean;
  align?: 'left' | 'right';
  /** Extra classes for the cells (e.g. widths). */
  className?: string;
  /** Leave the label out of the stacked mobile row (images, action buttons). */
  hideMobileLabel?: boolean;
}

interface DataTableProps<T> {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey(row: T): string | number;
  sort?: SortState | null;
  onSortChange?(sort: SortState): void;
  className?: string;
  /** 'compact' for wide tables (the admin dashboard's ten columns): narrower cell padding. */
  density?: 'normal' | 'compact';
}

// Compact: the admin's ten-column tables fit the site's width at 1280 px (issue 22).
const cellPadding = { normal: 'sm:px-4 sm:py-3', compact: 'sm:px-2 sm:py-2.5' } as const;
const headerPadding = { normal: 'px-4 py-3', compact: 'px-2 py-2.5' } as const;

/**
 * A presentational table: the caller decides which rows to show (a page of them, filtered and sorted on
 * the client or by the server). Sortable headers toggle ascending/descending and carry aria-sort. Below
 * the sm breakpoint each row is stacked as a small card with the column names as labels.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, sort, onSortChange, className, density = 'normal' }: DataTableProps<T>) {
  return (
    <div className={cn('relative sm:overflow-x-auto sm:rounded-xl sm:ring-1 sm:ring-slate-200', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700 sm:table-header-group">
          <tr>
            {columns.map((col) => (
              <HeaderCell key={col.id} column={col} sort={sort} onSortChange={onSortChange} padding={headerPadding[density]} />
            ))}
          </tr>
        </thead>
        {/* The cells' text colour is inherited from here, so a column's className may give its cells another. */}
        <tbody className="block space-y-3 text-slate-900 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-200">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="block rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:table-row sm:rounded-none sm:p-0 sm:ring-0"
            >
              {columns.map((col) => (
                <td
                  key={col.id}
                  className={cn(
                    'flex items-start justify-between gap-3 py-1 align-middle sm:table-cell',
                    cellPadding[density],
                    col.align === 'right' && 'sm:text-right',
                    col.className,
                  )}
                >
                  {!col.hideMobileLabel && <span className="shrink-0 text-xs font-semibold text-slate-600 sm:hidden">{col.header}</span>}
                  <div
                    className={cn(
                      'min-w-0',
                      // On a phone the value sits right of its label, or alone on its line (no label) from the left.
                      col.hideMobileLabel ? 'w-full text-left' : 'text-right',
                      col.align === 'right' ? 'sm:text-right' : 'sm:text-left',
                    )}
                  >
                    {col.cell(row)}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<T>({
  column,
  sort,
  onSortChange,
  padding,
}: {
  column: DataTableColumn<T>;
  sort?: SortState | null;
  onSortChange?(sort: SortState): void;
  padding: string;
}) {
  const active = sort?.columnId === column.id;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : column.sortable ? 'none' : undefined;
  const Icon = active ? (sort.direction === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th scope="col" aria-sort={ariaSort} className={cn(padding, column.align === 'right' && 'text-right')}>
      {column.sortable && onSortChange ? (
        <button
          type="button"
          onClick={() => onSortChange({ columnId: column.id, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
          className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {column.header}
          <Icon className={cn('size-3.5', !active && 'text-slate-400')} aria-hidden />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}
