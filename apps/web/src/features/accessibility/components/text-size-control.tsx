import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { canDecreaseTextSize, canIncreaseTextSize, formatTextSize } from '../accessibility-preferences';

interface TextSizeControlProps {
  multiplier: number;
  onStep(direction: 1 | -1): void;
}

const stepButton =
  'inline-flex size-9 items-center justify-center rounded-lg bg-white text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

export function TextSizeControl({ multiplier, onStep }: TextSizeControlProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        Text size
      </p>
      <div className="flex items-center gap-3">
        <button type="button" aria-label="Decrease text size" className={stepButton} disabled={!canDecreaseTextSize(multiplier)} onClick={() => onStep(-1)}>
          <Minus className="size-4" aria-hidden />
        </button>
        {/* Announced when it changes, so a screen-reader user hears the new size. */}
        <output aria-live="polite" className="min-w-14 text-center text-sm font-semibold text-slate-900">
          {formatTextSize(multiplier)}
        </output>
        <button type="button" aria-label="Increase text size" className={stepButton} disabled={!canIncreaseTextSize(multiplier)} onClick={() => onStep(1)}>
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
