import { Building2, ExternalLink, MapPin } from 'lucide-react';
import { partnerBusinessTypeLabels, serviceTexts, type PublicPartnerDto } from '@mt/shared';
import { ResponsiveImg } from '@/components/ui/responsive-image';

const businessTypeLabel = (t: string) => (partnerBusinessTypeLabels as Record<string, string | undefined>)[t] ?? t;

/** Logo (or a placeholder icon), name, description, business type, place and website (spec 2). */
export function PublicPartnerHeader({ partner }: { partner: PublicPartnerDto }) {
  const place = [partner.city, partner.country].filter(Boolean).join(', ');
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {/* A fixed 6rem box (size-24), so the smallest stored width serves even a 3x screen. */}
        <ResponsiveImg
          image={partner.logo}
          alt={`${partner.company_name} logo`}
          sizes="96px"
          className="size-full object-contain"
          fallback={<Building2 className="size-10 text-brand-700" aria-hidden />}
        />
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{partner.company_name}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-900">{businessTypeLabel(partner.service_type)}</span>
          {place && (
            <span className="inline-flex items-center gap-1 text-slate-700">
              <MapPin className="size-4 text-brand-700" aria-hidden />
              {place}
            </span>
          )}
          {partner.website_url && (
            <a
              href={partner.website_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {serviceTexts.visitWebsite}
              <ExternalLink className="size-4" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
        {partner.company_description && <p className="max-w-3xl whitespace-pre-line text-slate-700">{partner.company_description}</p>}
      </div>
    </header>
  );
}
