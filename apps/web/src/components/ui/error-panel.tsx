import { TriangleAlert } from 'lucide-react';
import { Button } from './button';

/** A titled error in place of a panel's content, with an optional retry. */
export function ErrorPanel({ title, message, onRetry, retrying = false, retryLabel = 'Try again' }: {
  title: string;
  message: string;
  onRetry?(): void;
  retrying?: boolean;
  retryLabel?: string;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <TriangleAlert className="size-8 text-red-700" aria-hidden />
      <p className="text-base font-semibold text-slate-900">{title}</p>
      <p className="max-w-md text-sm text-slate-800">{message}</p>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying} className="mt-2">
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
