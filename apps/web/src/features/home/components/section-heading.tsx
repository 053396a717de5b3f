import type { ReactNode } from 'react';

/** The h2 + intro every home section opens with; `id` labels the section for screen readers. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children && <p className="mt-3 text-lg text-slate-700">{children}</p>}
    </div>
  );
}
