/** A grey card shaped like ServiceCard while services load; hidden from screen readers. */
export function ServiceCardSkeleton() {
  return (
    <div aria-hidden className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="service-card-skeleton">
      <div className="aspect-[16/10] bg-slate-200" />
      <div className="space-y-3 p-4">
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-200" />
        <div className="h-3 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-1/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}
