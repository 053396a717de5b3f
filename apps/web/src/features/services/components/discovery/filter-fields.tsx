import { useState } from 'react';
import {
  PRICE_RANGE_BOUNDS_USD,
  PRICE_RANGE_CURRENCY,
  SEARCH_DURATIONS,
  SEARCH_GROUP_SIZES,
  SEARCH_LOCATION_MAX,
  SEARCH_MIN_RATINGS,
  SEARCH_PRICE_RANGES,
  SERVICE_TYPE_FILTER_OPTIONS,
  convertedRangeLabel,
  minRatingLabels,
  priceRangeLabels,
  searchDurationLabels,
  searchGroupSizeLabels,
  serviceTypeFilterLabels,
} from '@mt/shared';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useDisplayRates } from '@/lib/display-currency';
import { joinTypes, splitTypes } from '../../hooks/use-discovery-params';
import type { DiscoveryFilters } from '../../utils/discovery-filters';

/** Today in the visitor's time zone, the earliest date the availability filter offers. */
const today = () => {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

interface FilterFieldsProps {
  values: DiscoveryFilters;
  onChange(changes: DiscoveryFilters): void;
  /** Distinguishes the sidebar's ids from the drawer's. */
  idPrefix: string;
}

/** Every filter option list of spec 2 section 9, controlled: the sidebar applies at once, the drawer on Apply. */
export function FilterFields({ values, onChange, idPrefix }: FilterFieldsProps) {
  const types = splitTypes(values.serviceType);
  const toggleType = (t: string, on: boolean) =>
    onChange({ serviceType: joinTypes(on ? [...types, t] : types.filter((x) => x !== t)) });
  const [location, setLocation] = useState(values.location ?? '');
  const [urlLocation, setUrlLocation] = useState(values.location ?? '');
  if ((values.location ?? '') !== urlLocation) {
    setUrlLocation(values.location ?? '');
    setLocation(values.location ?? '');
  }
  const commitLocation = () => {
    if (location.trim() !== (values.location ?? '')) onChange({ location: location.trim() });
  };
  // The ranges are USD on the server; their bounds show in the visitor's currency too (issue 22).
  const { rates, chosen, display } = useDisplayRates();

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Service type</legend>
        <div className="mt-2 space-y-2">
          {SERVICE_TYPE_FILTER_OPTIONS.map((t) => (
            <label key={t} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={types.includes(t)}
                onChange={(e) => toggleType(t, e.target.checked)}
                className="size-4 rounded border-slate-400 text-brand-700 focus:ring-brand-700"
              />
              {serviceTypeFilterLabels[t]}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField id={`${idPrefix}-price`} label={`Price (${display})`} value={values.priceRange ?? ''} onChange={(e) => onChange({ priceRange: e.target.value })}>
        <option value="">Any price</option>
        {SEARCH_PRICE_RANGES.map((r) => (
          <option key={r} value={r}>
            {convertedRangeLabel(PRICE_RANGE_BOUNDS_USD[r], PRICE_RANGE_CURRENCY, priceRangeLabels[r], chosen, rates) ?? priceRangeLabels[r]}
          </option>
        ))}
      </SelectField>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          commitLocation();
        }}
      >
        <TextField
          id={`${idPrefix}-location`}
          label="Location"
          value={location}
          maxLength={SEARCH_LOCATION_MAX}
          placeholder="e.g. Zanzibar"
          onChange={(e) => setLocation(e.target.value)}
          onBlur={commitLocation}
        />
      </form>
      <SelectField id={`${idPrefix}-rating`} label="Minimum rating" value={values.minRating ?? ''} onChange={(e) => onChange({ minRating: e.target.value })}>
        <option value="">Any rating</option>
        {SEARCH_MIN_RATINGS.map((r) => (
          <option key={r} value={r}>
            {minRatingLabels[r]}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-from`}
        label="Available from"
        type="date"
        min={today()}
        value={values.availableFrom ?? ''}
        onChange={(e) => onChange({ availableFrom: e.target.value })}
      />
      <SelectField id={`${idPrefix}-duration`} label="Duration" value={values.duration ?? ''} onChange={(e) => onChange({ duration: e.target.value })}>
        <option value="">Any duration</option>
        {SEARCH_DURATIONS.map((d) => (
          <option key={d} value={d}>
            {searchDurationLabels[d]}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${idPrefix}-group`} label="Group size" value={values.groupSize ?? ''} onChange={(e) => onChange({ groupSize: e.target.value })}>
        <option value="">Any group size</option>
        {SEARCH_GROUP_SIZES.map((g) => (
          <option key={g} value={g}>
            {searchGroupSizeLabels[g]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
