import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink, ImageOff, MapPin } from 'lucide-react';
import { formatServiceFacts, listedPriceOf, servicePlace, serviceCardTexts, serviceTypeLabel, paths, type ServiceDto } from '@mt/shared';
import { CARD_GRID_SIZES, ResponsiveImg } from '@/components/ui/responsive-image';
import { ShownPrice } from '@/components/ui/shown-price';
import { cn } from '@/lib/cn';
import { ExpandableText } from './expandable-text';
import { SaveHeart } from './save-heart';
import { ServiceRating } from './service-rating';

export interface ServiceCardProps {
  service: ServiceDto;
  layout?: 'grid' | 'list';
  /** Filled by app/ (e.g. "Add to trip plan"): features don't import each other. */
  action?: ReactNode;
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** The page's likely largest picture (the first card of a catalogue): fetched first, never lazily. */
  priority?: boolean;
}

/** In the list layout the picture is full width on phones and a 16rem column (sm:w-64) from sm up. */
const LIST_SIZES = '(min-width: 640px) 256px, 100vw';

/** The service card of spec 2: image, type, place, rating, name, description, partner and price. */
export function ServiceCard({ service, layout = 'grid', action, headingLevel: Heading = 'h3', priority = false }: ServiceCardProps) {
  const list = layout === 'list';
  // Length, group size and season, when the partner said them (issue 22).
  const facts = formatServiceFacts(service);
  return (
    <article className={cn('flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm', list ? 'flex-col sm:flex-row' : 'flex-col')}>
      <div className={cn('relative bg-slate-100', list ? 'aspect-[16/10] sm:aspect-auto sm:w-64 sm:shrink-0' : 'aspect-[16/10]')}>
        <ResponsiveImg
          image={service.image}
          alt=""
          sizes={list ? LIST_SIZES : CARD_GRID_SIZES}
          priority={priority}
          className="absolute inset-0 size-full object-cover"
          fallback={
            <div className="absolute inset-0 flex items-center justify-center text-slate-500">
              <ImageOff className="size-8" aria-hidden />
            </div>
          }
        />
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-brand-900 shadow-sm">
          {serviceTypeLabel(service.type)}
        </span>
        <div className="absolute right-2 top-2">
          <SaveHeart service={service} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          {servicePlace(service.location_details, service.country) && (
            <span className="inline-flex items-center gap-1 text-sm text-slate-700">
              <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden />
              {servicePlace(service.location_details, service.country)}
            </span>
          )}
          <ServiceRating avg={service.avg_rating} count={service.review_count} />
        </div>
        <Heading className="text-lg font-semibold leading-snug text-slate-900">{service.name}</Heading>
        {facts && <p className="text-sm text-slate-600">{facts}</p>}
        <ExpandableText text={service.description} />
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {service.partner_slug && (
            <Link to={paths.partnerPage.to({ slug: service.partner_slug })} className="font-medium text-brand-800 underline-offset-2 hover:underline">
              {service.company_name}
            </Link>
          )}
          {service.partner_website_url && (
            <a
              href={service.partner_website_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-slate-700 underline-offset-2 hover:underline"
            >
              Website
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only">of {service.company_name} (opens in a new tab)</span>
            </a>
          )}
        </div>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <ServicePrice service={service} />
          {action}
        </div>
      </div>
    </article>
  );
}

/** "From ≈ €86 · NOK 1,000.00 per person": in the visitor's currency, the listed price in small print. */
export function ServicePrice({ service }: { service: Pick<ServiceDto, 'base_price' | 'currency' | 'listed_price' | 'pricing_description'> }) {
  const price = listedPriceOf(service);
  if (!price) return <p className="text-sm font-medium text-slate-700">{serviceCardTexts.contactForPricing}</p>;
  return (
    <p className="text-sm text-slate-700">
      {serviceCardTexts.from} <ShownPrice {...price} />
      {service.pricing_description && <span> {service.pricing_description}</span>}
    </p>
  );
}
