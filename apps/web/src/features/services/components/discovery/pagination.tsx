import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { pageWindow } from '../../utils/page-window';

/** Previous/next and the page numbers within two of the current page (spec 2 section 2). */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage(page: number): void }) {
  if (totalPages <= 1) return null;
  const btn = 'inline-flex min-w-10 items-center justify-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold';
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={cn(btn, 'text-slate-800 hover:bg-slate-100 disabled:opacity-50')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </button>
      {pageWindow(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
          className={cn(btn, n === page ? 'bg-brand-700 text-white' : 'text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-100')}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={cn(btn, 'text-slate-800 hover:bg-slate-100 disabled:opacity-50')}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}
