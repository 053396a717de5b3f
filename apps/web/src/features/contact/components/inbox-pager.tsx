import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { pagerNumbers } from '../utils/pager-numbers';

const btn = 'inline-flex min-w-10 items-center justify-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700';

/** Previous, up to 5 page numbers centred on the current page, Next (spec 3, contact messages). */
export function InboxPager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage(page: number): void }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={cn(btn, 'text-slate-800 hover:bg-slate-100 disabled:opacity-50')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </button>
      {pagerNumbers(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          aria-label={`Page ${n}`}
          aria-current={n === page ? 'page' : undefined}
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
