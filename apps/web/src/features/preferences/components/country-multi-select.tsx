import { useId, useMemo, useState } from 'react';
import { X } from 'lucide-react';
import { africanCountryOptions, countryName, preferenceNeedsTexts as t } from '@mt/shared';
import { SearchInput } from '@/components/ui/search-input';

interface CountryMultiSelectProps {
  value: string[];
  onChange(codes: string[]): void;
  error?: string;
}

/**
 * Issue 19: the countries a traveller leaves out. A searchable list of real checkboxes (keyboard and
 * screen readers work as with any checkbox; large tap targets on a phone), with the chosen ones as
 * removable chips above it so they stay visible while the list is filtered.
 */
export function CountryMultiSelect({ value, onChange, error }: CountryMultiSelectProps) {
  const [query, setQuery] = useState('');
  const id = useId();
  const chosen = useMemo(() => new Set(value), [value]);
  const needle = query.trim().toLowerCase();
  const shown = africanCountryOptions().filter((c) => !needle || c.name.toLowerCase().includes(needle) || c.code.toLowerCase() === needle);
  const toggle = (code: string) => onChange(chosen.has(code) ? value.filter((c) => c !== code) : [...value, code]);

  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">{t.excludedLabel}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t.excludedHint}
      </p>
      <p className="mt-2 text-sm text-slate-700" aria-live="polite">
        {t.excludedCount(value.length)}
      </p>
      {value.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t.excludedLabel}>
          {value.map((code) => (
            <li key={code}>
              <button
                type="button"
                onClick={() => toggle(code)}
                aria-label={t.excludedRemove(countryName(code))}
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
              >
                {countryName(code)}
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <SearchInput className="mt-3" label={t.excludedSearch} showLabel={false} placeholder={t.excludedSearch} value={query} onValueChange={setQuery} />
      <div className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-slate-200 p-1">
        {shown.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-600">{t.excludedNone}</p>
        ) : (
          <ul className="grid gap-0.5 sm:grid-cols-2">
            {shown.map((c) => (
              <li key={c.code}>
                <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:bg-brand-50">
                  <input type="checkbox" className="size-4 rounded border-slate-400 text-brand-700" checked={chosen.has(c.code)} onChange={() => toggle(c.code)} />
                  {c.name}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
