import { SearchX, TriangleAlert } from 'lucide-react';
import { searchTexts } from '@mt/shared';
import { Button } from '@/components/ui/button';

export function NoResults({ onClear }: { onClear(): void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center">
      <SearchX className="size-10 text-slate-500" aria-hidden />
      <h2 className="text-xl font-semibold text-slate-900">{searchTexts.emptyTitle}</h2>
      <p className="text-slate-700">{searchTexts.emptyBody}</p>
      <Button variant="secondary" onClick={onClear}>
        {searchTexts.clearFilters}
      </Button>
    </div>
  );
}

export function SearchFailed({ message, onRetry, retrying }: { message: string; onRetry(): void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-14 text-center">
      <TriangleAlert className="size-10 text-red-700" aria-hidden />
      <h2 className="text-xl font-semibold text-slate-900">{searchTexts.errorTitle}</h2>
      <p className="text-slate-800">{message}</p>
      <Button onClick={onRetry} loading={retrying}>
        {searchTexts.tryAgain}
      </Button>
    </div>
  );
}

/** The dismissible banner above the results when a search fails (spec 2: retry and dismiss). */
export function ErrorBanner({ message, onRetry, onDismiss }: { message: string; onRetry(): void; onDismiss(): void }) {
  return (
    <div role="alert" className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <div>
        <p className="font-semibold">{searchTexts.bannerTitle}</p>
        <p>{message}</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="danger" onClick={onRetry}>
          {searchTexts.retry}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {searchTexts.dismiss}
        </Button>
      </div>
    </div>
  );
}
