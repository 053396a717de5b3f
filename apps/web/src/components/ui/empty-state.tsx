import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled empty state with an optional action (spec: every list has one). */
export function EmptyState({ title, children, action, icon, className }: { title: string; children?: ReactNode; action?: ReactNode; icon?: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center', className)}>
      {icon && <div className="text-slate-500" aria-hidden>{icon}</div>}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children && <div className="max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
