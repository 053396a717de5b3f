import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The "nothing here" panel of a list: a title, a sentence, and optionally an action. */
export function EmptyState({ title, children, action, className }: { title: string; children?: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center', className)}>
      <Inbox className="mx-auto size-8 text-slate-500" aria-hidden />
      <h3 className="mt-2 text-base font-semibold text-slate-900">{title}</h3>
      {children && <p className="mt-1 text-sm text-slate-700">{children}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
