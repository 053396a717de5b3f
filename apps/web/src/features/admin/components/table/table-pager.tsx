import { adminTexts } from '@mt/shared';
import { Button } from '@/components/ui/button';

interface TablePagerProps {
  page: number;
  pageCount: number;
  total: number;
  /** 'partners', 'services'... for 'Page 2 of 3 (Total: 27 services)'. */
  noun: string;
  onPage(page: number): void;
}

/** First, Previous, Next, Last and where we are; only when there is more than one page (spec 3). */
export function TablePager({ page, pageCount, total, noun, onPage }: TablePagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={`${noun} pages`} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {adminTexts.pageOf(page, pageCount)} (Total: {total} {noun})
      </p>
      <div className="flex flex-wrap gap-1">
        <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(1)}>
          {adminTexts.first}
        </Button>
        <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {adminTexts.previous}
        </Button>
        <Button size="sm" variant="ghost" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {adminTexts.next}
        </Button>
        <Button size="sm" variant="ghost" disabled={page >= pageCount} onClick={() => onPage(pageCount)}>
          {adminTexts.last}
        </Button>
      </div>
    </nav>
  );
}
