import { Search } from 'lucide-react';

/** The search box above a dashboard table (the label is for screen readers; the placeholder says it all). */
export function TableSearch({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange(v: string): void }) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={200}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
      />
    </div>
  );
}
