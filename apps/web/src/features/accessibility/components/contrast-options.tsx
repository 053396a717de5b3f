import { useId, useRef, type KeyboardEvent } from 'react';
import { CONTRAST_MODES, type ContrastMode } from '@mt/shared';
import { cn } from '@/lib/cn';

export const CONTRAST_LABELS: Record<ContrastMode, string> = {
  default: 'Default',
  high: 'High contrast',
  negative: 'Negative',
};

interface ContrastOptionsProps {
  value: ContrastMode;
  onChange(mode: ContrastMode): void;
}

/**
 * A radio group (WAI-ARIA pattern): one tab stop, arrow keys move and select. One row while the
 * labels fit; at large text sizes the options wrap onto more rows, widening to fill them, instead
 * of spilling out of the panel.
 */
export function ContrastOptions({ value, onChange }: ContrastOptionsProps) {
  const labelId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (index + delta + CONTRAST_MODES.length) % CONTRAST_MODES.length;
    onChange(CONTRAST_MODES[next]!);
    refs.current[next]?.focus();
  };

  return (
    <div className="space-y-2">
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        Contrast
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {CONTRAST_MODES.map((mode, i) => {
          const checked = mode === value;
          return (
            <button
              key={mode}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              onClick={() => onChange(mode)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={cn(
                'flex-auto rounded-md px-2 py-1.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-brand-700',
                checked ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-white',
              )}
            >
              {CONTRAST_LABELS[mode]}
            </button>
          );
        })}
      </div>
    </div>
  );
}
