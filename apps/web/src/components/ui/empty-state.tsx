import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Inbox } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A titled empty (or "nothing found") state for a list, chart or panel, with an optional action. */
export function EmptyState({
  title,
  children,
  icon: Icon = Inbox,
  action,
  className,
}: {
  title: string;
  children?: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center', className)}>
      <Icon className="size-8 text-slate-500" aria-hidden />
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children && <div className="max-w-md text-sm text-slate-700">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
