import { cn } from '@/lib/cn';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  /** e.g. 'Page 2 of 3 (Total: 12 trips)'. */
  summary: string;
  label?: string;
}

/** First / Previous / Next / Last with a summary; shown only with more than one page (spec 1 and 3). */
export function Pager({ page, totalPages, onPage, summary, label = 'Pagination' }: PagerProps) {
  if (totalPages <= 1) return null;
  const btn = 'rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';
  const first = page <= 1;
  const last = page >= totalPages;
  return (
    <nav aria-label={label} className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-700" aria-live="polite">
        {summary}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={btn} disabled={first} onClick={() => onPage(1)}>
          First
        </button>
        <button type="button" className={btn} disabled={first} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <button type="button" className={btn} disabled={last} onClick={() => onPage(page + 1)}>
          Next
        </button>
        <button type="button" className={cn(btn)} disabled={last} onClick={() => onPage(totalPages)}>
          Last
        </button>
      </div>
    </nav>
  );
}
