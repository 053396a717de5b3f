import { useId } from 'react';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

interface StarRatingInputProps {
  label: string;
  value: number;
  onChange(value: number): void;
  size?: 'sm' | 'md';
}

/**
 * 1 to 5 stars as a radio group: arrow keys move, every star has a name ('4 stars'), and the
 * current value is announced. Clicking the chosen star again clears it (0 = not rated).
 */
export function StarRatingInput({ label, value, onChange, size = 'md' }: StarRatingInputProps) {
  const name = useId();
  const icon = size === 'sm' ? 'size-5' : 'size-7';
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded p-0.5 focus-within:ring-2 focus-within:ring-brand-700">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              onClick={() => value === n && onChange(0)}
              className="sr-only"
              aria-label={`${n} star${n === 1 ? '' : 's'}`}
            />
            <Star className={cn(icon, n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-400')} aria-hidden />
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600">{value ? `${value} of 5` : 'Not rated'}</span>
      </div>
    </fieldset>
  );
}

/** Read-only stars with a text equivalent. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn('size-4', n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-300')} aria-hidden />
      ))}
    </span>
  );
}
