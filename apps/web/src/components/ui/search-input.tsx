import { useId, type InputHTMLAttributes } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  /** Accessible name (also the visible label when `showLabel`). */
  label: string;
  value: string;
  onValueChange(value: string): void;
  showLabel?: boolean;
}

/** A search box with a magnifier icon and a real label. */
export function SearchInput({ label, value, onValueChange, showLabel = false, className, id, ...rest }: SearchInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={inputId} className={showLabel ? 'block text-sm font-medium text-slate-800' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
        <input
          id={inputId}
          type="search"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
          {...rest}
        />
      </div>
    </div>
  );
}
