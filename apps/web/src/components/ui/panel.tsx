import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PanelProps {
  title: ReactNode;
  /** Controls next to the title (an "Add" button). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Extra attributes for the section (e.g. inert, aria-disabled). */
  sectionProps?: HTMLAttributes<HTMLElement>;
}

/** A dashboard section: a white card with a heading (level 2) that names the region. */
export function Panel({ title, actions, children, className, sectionProps }: PanelProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', className)} {...sectionProps}>
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
