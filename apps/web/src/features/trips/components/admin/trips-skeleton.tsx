import { adminTripTexts as t } from '@mt/shared';

/** Spec 3: loading placeholders in the shape of the trips table. */
export function TripsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" className="space-y-2" aria-live="polite">
      <span className="sr-only">{t.loadingTrips}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex animate-pulse items-center gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200" aria-hidden>
          <div className="h-4 w-10 rounded bg-slate-200" />
          <div className="h-4 flex-1 rounded bg-slate-200" />
          <div className="hidden h-4 w-40 rounded bg-slate-200 sm:block" />
          <div className="h-6 w-24 rounded-full bg-slate-200" />
          <div className="hidden h-4 w-20 rounded bg-slate-200 sm:block" />
        </div>
      ))}
    </div>
  );
}
