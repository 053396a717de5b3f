import { X } from 'lucide-react';
import { STORY_MIN_RATING_OPTIONS, storyMinRatingLabel, storyTexts } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import type { StoryFilters as Filters } from '../api/story-keys';

interface Props {
  filters: Filters;
  destinations: string[];
  tripTypes: string[];
  onChange(next: Filters): void;
}

/** Filter panel of spec 2: three selects, 'Clear All' only when something is set, and one chip per active filter. */
export function StoryFilters({ filters, destinations, tripTypes, onChange }: Props) {
  const chips = [
    filters.destination && { key: 'destination' as const, label: `${storyTexts.destination}: ${filters.destination}` },
    filters.tripType && { key: 'tripType' as const, label: `${storyTexts.tripType}: ${filters.tripType}` },
    filters.minRating && { key: 'minRating' as const, label: `${storyTexts.minRating}: ${storyMinRatingLabel(filters.minRating)}` },
  ].filter((c): c is { key: keyof Filters; label: string } => !!c);
  // A destination chosen from a shared link may not be in the loaded list yet; keep it selectable.
  const destinationOptions = filters.destination && !destinations.includes(filters.destination) ? [filters.destination, ...destinations] : destinations;

  return (
    <section aria-label={storyTexts.filters} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={storyTexts.destination} value={filters.destination ?? ''} onChange={(e) => onChange({ ...filters, destination: e.target.value || undefined })}>
          <option value="">{storyTexts.allDestinations}</option>
          {destinationOptions.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={storyTexts.tripType}
          value={filters.tripType ?? ''}
          onChange={(e) => onChange({ ...filters, tripType: (e.target.value || undefined) as Filters['tripType'] })}
        >
          <option value="">{storyTexts.allTripTypes}</option>
          {tripTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={storyTexts.minRating}
          value={filters.minRating ? String(filters.minRating) : ''}
          onChange={(e) => onChange({ ...filters, minRating: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{storyTexts.anyOption}</option>
          {STORY_MIN_RATING_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {storyMinRatingLabel(n)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {chips.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Active filters">
            {chips.map((c) => (
              <li key={c.key}>
                <button
                  type="button"
                  onClick={() => onChange({ ...filters, [c.key]: undefined })}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-inset ring-brand-700/30 hover:bg-brand-100"
                  aria-label={`Remove filter ${c.label}`}
                >
                  {c.label}
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        <Button variant="ghost" size="sm" className="ml-auto" disabled={chips.length === 0} onClick={() => onChange({})}>
          {storyTexts.clearAll}
        </Button>
      </div>
    </section>
  );
}
