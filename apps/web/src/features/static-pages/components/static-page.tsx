import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/cn';

interface StaticPageProps {
  title: string;
  /** Shorter tab title when the heading is long ("Pricing" for "How Pricing Works"). */
  documentTitle?: string;
  intro?: ReactNode;
  /** ISO date; legal pages say when their text last changed. */
  lastUpdated?: string;
  children: ReactNode;
  className?: string;
}

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** Frame of every text page: the page's one h1, its document title, and readable line lengths. */
export function StaticPage({ title, documentTitle, intro, lastUpdated, children, className }: StaticPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Container width="narrow" className={cn('py-12 sm:py-16', className)}>
      <article>
        <header className="border-b border-slate-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {lastUpdated && (
            <p className="mt-2 text-sm text-slate-700">
              Last updated: <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
            </p>
          )}
          {intro && <div className="mt-4 text-lg text-slate-700">{intro}</div>}
        </header>
        <div className="mt-8 space-y-10">{children}</div>
      </article>
    </Container>
  );
}
