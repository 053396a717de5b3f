import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { cn } from '@/lib/cn';

const tones = {
  error: { box: 'border-red-300 bg-red-50 text-red-900', Icon: AlertCircle },
  success: { box: 'border-green-300 bg-green-50 text-green-900', Icon: CheckCircle2 },
  info: { box: 'border-sky-300 bg-sky-50 text-sky-900', Icon: Info },
} as const;

/** Inline banner. Errors are announced assertively, the rest politely. */
export function Alert({ tone = 'info', title, children, className }: { tone?: keyof typeof tones; title?: ReactNode; children?: ReactNode; className?: string }) {
  const { box, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-lg border p-3 text-sm', box, className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
