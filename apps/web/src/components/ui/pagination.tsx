import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';

interface CommonProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** Names the navigation landmark when a page has several lists. */
  label?: string;
  className?: string;
}

interface EndsProps extends CommonProps {
  /** First, Previous, Next and Last beside where we are (the dashboards' tables, travel history). */
  variant?: 'ends';
  /** e.g. 'Page 2 of 3 (Total: 27 services)'; 'Page 2 of 3' by default. */
  summary?: string;
}

interface NumbersProps extends CommonProps {
  /** Previous, page numbers and Next (the catalogue, the contact inbox). */
  variant: 'numbers';
  /** Which numbers show around the current page: pagesAround or centredPages (page-numbers.ts). */
  pageNumbers(page: number, totalPages: number): number[];
}

export type PaginationProps = EndsProps | NumbersProps;

// The buttons' shape; each look below gives its own colours, so no two classes set the same property.
const btn =
  'inline-flex items-center justify-center gap-1 rounded-lg text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent';
const plain = 'text-slate-800 hover:bg-slate-100';
const outlined = 'text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-100';
const current = 'bg-brand-700 text-white hover:bg-brand-800';

/** The one pager of the site, in the two shapes the spec asks for. Renders nothing for a single page. */
export function Pagination(props: PaginationProps) {
  const { page, totalPages, onPageChange, label = 'Pagination', className } = props;
  if (totalPages <= 1) return null;
  const go = (n: number) => onPageChange(Math.min(totalPages, Math.max(1, n)));
  const first = page <= 1;
  const last = page >= totalPages;

  if (props.variant === 'numbers') {
    return (
      <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-2', className)}>
        <button type="button" className={cn(btn, 'px-3 py-2', plain)} disabled={first} onClick={() => go(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </button>
        {props.pageNumbers(page, totalPages).map((n) => (
          <button
            key={n}
            type="button"
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => go(n)}
            className={cn(btn, 'min-w-10 px-3 py-2', n === page ? current : outlined)}
          >
            {n}
          </button>
        ))}
        <button type="button" className={cn(btn, 'px-3 py-2', plain)} disabled={last} onClick={() => go(page + 1)}>
          Next
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </nav>
    );
  }

  const end = cn(btn, outlined, 'px-2.5 py-1.5');
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-between gap-2', className)}>
      <p className="text-sm text-slate-700" aria-live="polite">
        {props.summary ?? `Page ${page} of ${totalPages}`}
      </p>
      <div className="flex flex-wrap gap-1.5">
        <button type="button" className={end} disabled={first} onClick={() => go(1)}>
          <ChevronFirst className="size-4" aria-hidden />
          <span className="max-sm:sr-only">First</span>
        </button>
        <button type="button" className={end} disabled={first} onClick={() => go(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Previous</span>
        </button>
        <button type="button" className={end} disabled={last} onClick={() => go(page + 1)}>
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight className="size-4" aria-hidden />
        </button>
        <button type="button" className={end} disabled={last} onClick={() => go(totalPages)}>
          <span className="max-sm:sr-only">Last</span>
          <ChevronLast className="size-4" aria-hidden />
        </button>
      </div>
    </nav>
  );
}
