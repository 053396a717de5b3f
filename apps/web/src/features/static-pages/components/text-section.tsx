import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Body text styles for the static pages. There is no typography plugin in the build, so the few
 * element styles the pages need are set here once.
 */
export const proseClass =
  'space-y-3 text-slate-800 leading-relaxed [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-6';

interface TextSectionProps {
  id?: string;
  title: string;
  children: ReactNode;
  className?: string;
}

/** One numbered or titled part of a text page: an h2 and its paragraphs. */
export function TextSection({ id, title, children, className }: TextSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className={cn('mt-3', proseClass)}>{children}</div>
    </section>
  );
}
