import { Heart } from 'lucide-react';
import { saveHeartTexts as t } from '@mt/shared';
import { cn } from '@/lib/cn';

export interface HeartButtonProps {
  name: string;
  pressed: boolean;
  onClick?: () => void;
}

/** The heart over a card's picture: a toggle button, its state in aria-pressed and its label. */
export function HeartButton({ name, pressed, onClick }: HeartButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? t.remove(name) : t.save(name)}
      onClick={onClick}
      className="rounded-full bg-white/95 p-2 text-slate-800 shadow-sm hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Heart className={cn('size-5', pressed && 'fill-red-600 text-red-700')} aria-hidden />
    </button>
  );
}
