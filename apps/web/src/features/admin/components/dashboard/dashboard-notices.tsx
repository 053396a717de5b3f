import { X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

/** The dashboard's banners, kept in view at the top while the admin works further down a table. */
export function DashboardNotices({ success, error, onDismiss }: { success: string | null; error: string | null; onDismiss(tone: 'success' | 'error'): void }) {
  if (!success && !error) return null;
  return (
    <div className="sticky top-2 z-30 space-y-2">
      {(['error', 'success'] as const).map((tone) => {
        const text = tone === 'error' ? error : success;
        return text ? (
          <div key={tone} className="relative shadow-md">
            <Alert tone={tone} className="pr-10">
              {text}
            </Alert>
            <button
              type="button"
              onClick={() => onDismiss(tone)}
              aria-label="Dismiss"
              className="absolute right-2 top-2 rounded p-1 text-slate-700 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ) : null;
      })}
    </div>
  );
}
