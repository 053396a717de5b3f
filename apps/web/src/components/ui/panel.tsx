import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PanelProps {
  title: ReactNode;
  /** Controls next to the title (an "Add" button). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A dashboard section: a white card with a heading (level 2) that names the region. */
export function Panel({ title, actions, children, className }: PanelProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
