import { adminPreferenceTexts as t, type PreferenceFilter } from '@mt/shared';
import { cn } from '@/lib/cn';

interface PreferenceFiltersProps {
  value: PreferenceFilter;
  onChange(filter: PreferenceFilter): void;
  /** Counts shown as badges (spec 3: New and Needs Payment). */
  counts: Partial<Record<PreferenceFilter, number>>;
}

/** All, New, Trip Created, Needs Payment: one pressed at a time. */
export function PreferenceFilters({ value, onChange, counts }: PreferenceFiltersProps) {
  return (
    <div role="group" aria-label={t.filterLabel} className="flex flex-wrap gap-2">
      {(Object.keys(t.filters) as PreferenceFilter[]).map((f) => {
        const active = f === value;
        const count = counts[f];
        return (
          <button
            key={f}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(f)}
            className={cn(
              'inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100',
            )}
          >
            {t.filters[f]}
            {count !== undefined && (
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', active ? 'bg-white text-brand-800' : 'bg-sand-500 text-slate-900')}>{count}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
