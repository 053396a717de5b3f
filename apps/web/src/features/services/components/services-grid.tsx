import type { ReactNode } from 'react';
import type { ServiceDto } from '@mt/shared';
import { cn } from '@/lib/cn';
import { ServiceCard } from './service-card';

export interface ServicesGridProps {
  services: ServiceDto[];
  layout?: 'grid' | 'list';
  /** Per-service action slot, filled by app/ (e.g. "Add to trip plan"). */
  renderAction?: (service: ServiceDto) => ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The grid opens the page: its first picture is the page's largest, fetched first (issue 20, LCP). */
  leadsPage?: boolean;
}

export function ServicesGrid({ services, layout = 'grid', renderAction, headingLevel, leadsPage = false }: ServicesGridProps) {
  return (
    <ul data-layout={layout} className={cn('grid gap-6', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}>
      {services.map((s, i) => (
        <li key={s.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <ServiceCard service={s} layout={layout} action={renderAction?.(s)} headingLevel={headingLevel} priority={leadsPage && i === 0} />
          </div>
        </li>
      ))}
    </ul>
  );
}
