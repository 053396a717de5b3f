import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { SortState } from '../../hooks/use-table-view';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** Sortable when set: the key of the table view's sorter. */
  sortKey?: string;
  className?: string;
}

interface AdminTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string | number;
  sort: SortState;
  onSort(key: string): void;
}

/** A dashboard table: sortable headers (aria-sort), horizontal scroll on narrow screens. */
export function AdminTable<T>({ caption, columns, rows, rowKey, sort, onSort }: AdminTableProps<T>) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((c) => {
              const active = c.sortKey !== undefined && sort.key === c.sortKey;
              const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cn('whitespace-nowrap px-2.5 py-2.5 font-semibold text-slate-800', c.className)}
                >
                  {c.sortKey ? (
                    <button type="button" onClick={() => onSort(c.sortKey!)} className="inline-flex items-center gap-1 rounded hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
                      {c.header}
                      <Icon className={cn('size-3.5', active ? 'text-brand-800' : 'text-slate-500')} aria-hidden />
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50">
              {columns.map((c) => (
                <td key={c.key} className={cn('px-2.5 py-2.5 align-top text-slate-800', c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
