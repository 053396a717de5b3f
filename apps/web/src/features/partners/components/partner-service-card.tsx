import type { ReactNode } from 'react';
import { ImageOff, MapPin, Star } from 'lucide-react';
import { formatAverageRating, formatServiceFacts, listedPriceOf, servicePlace, serviceCardTexts, serviceTypeLabel, type ServiceDto } from '@mt/shared';
import { CARD_GRID_SIZES, ResponsiveImg } from '@/components/ui/responsive-image';
import { ShownPrice } from '@/components/ui/shown-price';

/**
 * A service on the partner's page (spec 2): image, name, type, rating or 'No Ratings Yet', its length, group
 * size and season when said, description, price in the visitor's currency (USD by default) with its pricing
 * description or 'Contact for pricing'. `priority` for the cards of the first row, which are the page's largest
 * pictures above the fold. `save` is the heart over the picture (issue 22), filled by app/.
 */
export function PartnerServiceCard({ service, action, save, priority = false }: { service: ServiceDto; action?: ReactNode; save?: ReactNode; priority?: boolean }) {
  // Length, group size and season, when the partner said them (issue 22).
  const facts = formatServiceFacts(service);
  const price = listedPriceOf(service);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[16/10] bg-slate-100">
        <ResponsiveImg
          image={service.image}
          alt=""
          sizes={CARD_GRID_SIZES}
          priority={priority}
          className="absolute inset-0 size-full object-cover"
          fallback={
            <div className="absolute inset-0 flex items-center justify-center text-slate-500">
              <ImageOff className="size-8" aria-hidden />
            </div>
          }
        />
        {save && <div className="absolute right-2 top-2">{save}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold leading-snug text-slate-900">{service.name}</h3>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-800">{serviceTypeLabel(service.type)}</span>
          {service.review_count === 0 ? (
            <span className="text-slate-600">{serviceCardTexts.noRatingsYet}</span>
          ) : (
            <span className="inline-flex items-center gap-1 text-slate-800">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
              <span className="font-semibold">{formatAverageRating(service.avg_rating)}</span>
              <span className="text-slate-600">
                ({service.review_count} {service.review_count === 1 ? 'review' : 'reviews'})
              </span>
            </span>
          )}
        </div>
        {servicePlace(service.location_details, service.country) && (
          <p className="inline-flex items-center gap-1 text-sm text-slate-700">
            <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden />
            {servicePlace(service.location_details, service.country)}
          </p>
        )}
        {facts && <p className="text-sm text-slate-600">{facts}</p>}
        <p className="whitespace-pre-line break-words text-sm text-slate-700">{service.description}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
          {price === null ? (
            <p className="text-sm font-medium text-slate-700">{serviceCardTexts.contactForPricing}</p>
          ) : (
            <p className="text-sm text-slate-700">
              <ShownPrice {...price} />
              {service.pricing_description && <span> {service.pricing_description}</span>}
            </p>
          )}
          {action}
        </div>
      </div>
    </article>
  );
}
