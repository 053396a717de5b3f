import { LayoutGrid, List } from 'lucide-react';
import { SEARCH_SORT_OPTIONS, searchTexts, sortLabels } from '@mt/shared';
import { cn } from '@/lib/cn';

export type ViewMode = 'grid' | 'list';

interface ResultsToolbarProps {
  summary: string | null;
  sortBy: string;
  onSort(sortBy: string): void;
  view: ViewMode;
  onView(view: ViewMode): void;
}

/** Result count, sort order and the grid/list toggle above the results. */
export function ResultsToolbar({ summary, sortBy, onSort, view, onView }: ResultsToolbarProps) {
  const toggle = (mode: ViewMode, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={view === mode}
      aria-label={label}
      title={label}
      onClick={() => onView(mode)}
      className={cn('rounded-md p-2', view === mode ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {summary}
      </p>
      <div className="flex items-center gap-3">
        <label htmlFor="service-sort" className="text-sm font-medium text-slate-800">
          {searchTexts.sortLabel}
        </label>
        <select
          id="service-sort"
          value={sortBy}
          onChange={(e) => onSort(e.target.value)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        >
          {SEARCH_SORT_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {sortLabels[s]}
            </option>
          ))}
        </select>
        <div className="flex rounded-lg ring-1 ring-inset ring-slate-300" role="group" aria-label="Layout">
          {toggle('grid', searchTexts.gridView, LayoutGrid)}
          {toggle('list', searchTexts.listView, List)}
        </div>
      </div>
    </div>
  );
}
