import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** Names the navigation landmark when a page has several tables. */
  label?: string;
  className?: string;
}

const btn =
  'inline-flex items-center justify-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent';

/**
 * First / Previous / Next / Last with "Page n of N" (spec 2: dashboard tables). Renders nothing for a
 * single page.
 */
export function Pagination({ page, totalPages, onPageChange, label = 'Pagination', className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (n: number) => onPageChange(Math.min(totalPages, Math.max(1, n)));
  const first = page <= 1;
  const last = page >= totalPages;
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-between gap-2', className)}>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <div className="flex flex-wrap gap-1.5">
        <button type="button" className={btn} disabled={first} onClick={() => go(1)}>
          <ChevronFirst className="size-4" aria-hidden />
          <span className="max-sm:sr-only">First</span>
        </button>
        <button type="button" className={btn} disabled={first} onClick={() => go(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Previous</span>
        </button>
        <button type="button" className={btn} disabled={last} onClick={() => go(page + 1)}>
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight className="size-4" aria-hidden />
        </button>
        <button type="button" className={btn} disabled={last} onClick={() => go(totalPages)}>
          <span className="max-sm:sr-only">Last</span>
          <ChevronLast className="size-4" aria-hidden />
        </button>
      </div>
    </nav>
  );
}
