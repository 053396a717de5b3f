import { cn } from '@/lib/cn';

interface ToggleSwitchProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** An on/off control announced as a switch; the visible label is its accessible name. */
export function ToggleSwitch({ label, checked, onChange }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="flex w-full items-center justify-between gap-3 rounded-lg px-2 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <span>{label}</span>
      <span
        aria-hidden
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          checked ? 'bg-brand-700' : 'bg-slate-400',
        )}
      >
        <span
          className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0.5')}
        />
      </span>
    </button>
  );
}
