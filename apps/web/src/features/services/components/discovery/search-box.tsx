import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX, searchTexts } from '@mt/shared';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * The search box: typing searches after a 1 s pause (spec 2 section 4); Enter searches at once.
 * It follows the URL when that changes from outside (back button, Clear filters).
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch(text: string): void }) {
  const [text, setText] = useState(value);
  const [urlValue, setUrlValue] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Adopt a new URL value during render (React's pattern for state derived from a prop).
  if (value !== urlValue) {
    setUrlValue(value);
    setText(value);
  }
  useEffect(() => {
    if (settled.trim() !== value.trim()) onSearch(settled.trim());
    // Only a settled change of the text triggers a search, not a URL change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== value.trim()) onSearch(text.trim());
      }}
      className="relative"
    >
      <label htmlFor="service-search" className="sr-only">
        {searchTexts.searchLabel}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" aria-hidden />
      <input
        id="service-search"
        type="search"
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
        placeholder={searchTexts.searchPlaceholder}
        className="block w-full rounded-lg border border-slate-300 bg-white py-3 pl-10 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
      />
    </form>
  );
}
