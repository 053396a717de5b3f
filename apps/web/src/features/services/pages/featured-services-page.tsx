import { useEffect, useRef, type ReactNode } from 'react';
import { Compass } from 'lucide-react';
import { toast } from '@/lib/toast';
import { CATALOGUE_NOTICE_MS, FEATURED_SKELETON_COUNT, featuredServicesTexts, serviceTexts, paths, type ServiceDto } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeaturedServices } from '../api/get-featured-services';
import { ServiceCardSkeleton } from '../components/service-card-skeleton';
import { ServicesGrid } from '../components/services-grid';

export interface FeaturedServicesPageProps {
  renderAction?: (service: ServiceDto) => ReactNode;
}

/** /featured-services (spec 2): hero, grid, the call to action, empty and error states, a 5 s toast. */
export function FeaturedServicesView({ renderAction }: FeaturedServicesPageProps) {
  useDocumentTitle('Featured Services');
  const { data, isPending, isError, error, refetch, isFetching, dataUpdatedAt } = useFeaturedServices();
  const announced = useRef(0);

  useEffect(() => {
    if (!data || dataUpdatedAt === announced.current) return;
    announced.current = dataUpdatedAt;
    toast.success(featuredServicesTexts.featuredLoadedTitle, { description: featuredServicesTexts.featuredLoaded(data.length), duration: CATALOGUE_NOTICE_MS });
  }, [data, dataUpdatedAt]);

  return (
    <>
      <section className="bg-brand-900 py-14 text-white">
        <Container className="text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{featuredServicesTexts.featuredHero}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{featuredServicesTexts.featuredHeroIntro}</p>
        </Container>
      </section>
      <Container className="py-10">
        {isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy>
            {Array.from({ length: FEATURED_SKELETON_COUNT * 2 }, (_, i) => (
              <ServiceCardSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <Alert tone="error" title={serviceTexts.loadErrorTitle}>
            <p>{errorMessage(error, serviceTexts.loadFailed)}</p>
            <Button variant="secondary" size="sm" className="mt-3" loading={isFetching} onClick={() => void refetch()}>
              {serviceTexts.tryAgain}
            </Button>
          </Alert>
        ) : data.length === 0 ? (
          <p className="py-10 text-center text-lg text-slate-700">{featuredServicesTexts.featuredEmpty}</p>
        ) : (
          <ServicesGrid services={data} renderAction={renderAction} headingLevel="h2" leadsPage />
        )}
        <div className="mt-12 text-center">
          <LinkButton to={paths.discover} size="lg">
            <Compass className="size-5" aria-hidden />
            {featuredServicesTexts.featuredCta}
          </LinkButton>
        </div>
      </Container>
    </>
  );
}
