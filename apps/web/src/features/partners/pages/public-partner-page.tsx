import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PackageOpen, SearchX } from 'lucide-react';
import { publicPartnerTexts, paths, type ServiceDto } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicPartner } from '../api/get-public-partner';
import { PartnerServiceCard } from '../components/partner-service-card';
import { PublicPartnerHeader } from '../components/public-partner-header';

export interface PublicPartnerPageProps {
  renderAction?: (service: ServiceDto) => ReactNode;
  /** The heart that saves a service (issue 22), filled by app/ from the services feature. */
  renderSave?: (service: ServiceDto) => ReactNode;
}

/** /partners/{slug} (spec 2): skeleton, not found, error, header and the 'Services Offered' grid in USD. */
export function PublicPartnerView({ renderAction, renderSave }: PublicPartnerPageProps) {
  const { slug } = useParams();
  const { data, isPending, isError, error } = usePublicPartner(slug);
  useDocumentTitle(data?.partner.company_name ?? 'Partner');

  if (!slug || (isError && error instanceof ApiError && error.status === 404)) {
    return (
      <Container className="py-16 text-center">
        <SearchX className="mx-auto size-12 text-slate-500" aria-hidden />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{publicPartnerTexts.notFoundTitle}</h1>
        <p className="mt-2 text-lg text-slate-700">{publicPartnerTexts.notFoundBody}</p>
        <LinkButton to={paths.home} className="mt-6">
          {publicPartnerTexts.backHome}
        </LinkButton>
      </Container>
    );
  }
  if (isError) {
    const message =
      error instanceof ApiError && error.source === 'http'
        ? publicPartnerTexts.fetchFailed(error.status)
        : errorMessage(error, publicPartnerTexts.couldNotLoad);
    return (
      <Container className="py-16">
        <h1 className="sr-only">{publicPartnerTexts.errorTitle}</h1>
        <Alert tone="error" title={publicPartnerTexts.errorTitle}>
          <p>{message}</p>
          <LinkButton to={paths.home} variant="secondary" size="sm" className="mt-3">
            {publicPartnerTexts.backHome}
          </LinkButton>
        </Alert>
      </Container>
    );
  }
  if (isPending) return <PartnerSkeleton />;

  return (
    <Container className="space-y-10 py-10">
      <PublicPartnerHeader partner={data.partner} />
      <section aria-labelledby="services-offered" className="space-y-5">
        <h2 id="services-offered" className="text-2xl font-bold text-slate-900">
          {publicPartnerTexts.servicesOffered}
        </h2>
        {data.services.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <PackageOpen className="size-10 text-slate-500" aria-hidden />
            <h3 className="text-lg font-semibold text-slate-900">{publicPartnerTexts.noServicesTitle}</h3>
            <p className="text-slate-700">{publicPartnerTexts.noServicesBody}</p>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.services.map((s, i) => (
              <li key={s.id}>
                {/* The first picture is the page's largest paint on a phone, where the others are below it: asked for
                    first, alone, as the catalogue's first card is; the rest as they come into view. */}
                <PartnerServiceCard service={s} action={renderAction?.(s)} save={renderSave?.(s)} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}

function PartnerSkeleton() {
  return (
    <Container className="space-y-10 py-10" aria-busy>
      <p className="sr-only" role="status">
        Loading partner profile…
      </p>
      <div className="flex animate-pulse gap-6" aria-hidden>
        <div className="size-24 rounded-2xl bg-slate-200" />
        <div className="flex-1 space-y-3">
          <div className="h-8 w-1/2 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="h-4 w-3/4 rounded bg-slate-200" />
        </div>
      </div>
      <div className="grid animate-pulse gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="h-72 rounded-xl bg-slate-200" />
        ))}
      </div>
    </Container>
  );
}
