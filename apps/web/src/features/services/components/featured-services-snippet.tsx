import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FEATURED_SKELETON_COUNT, featuredSnippetTexts, serviceTexts, paths, type ServiceDto } from '@mt/shared';
import { Container } from '@/components/ui/container';
import { errorMessage } from '@/lib/api-client';
import { useHomepageFeaturedServices } from '../api/get-homepage-featured-services';
import { ServiceCardSkeleton } from './service-card-skeleton';
import { ServicesGrid } from './services-grid';

/**
 * The home page's featured snippet (spec 1): three skeletons while loading, then the pinned services;
 * nothing at all once it is known to be empty. A failed load says why instead of vanishing silently.
 */
export function FeaturedServicesSnippet({ renderAction }: { renderAction?: (s: ServiceDto) => ReactNode }) {
  const { data, isPending, isError, error } = useHomepageFeaturedServices();
  if (!isPending && !isError && data.length === 0) return null;
  return (
    <section aria-labelledby="featured-snippet-title" className="bg-slate-50 py-16">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="featured-snippet-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {featuredSnippetTexts.snippetTitle}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{featuredSnippetTexts.snippetIntro}</p>
        </div>
        <div className="mt-10" aria-busy={isPending}>
          {isPending ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: FEATURED_SKELETON_COUNT }, (_, i) => (
                <ServiceCardSkeleton key={i} />
              ))}
            </div>
          ) : isError ? (
            <p className="text-center text-slate-700">{errorMessage(error, serviceTexts.loadFailed)}</p>
          ) : (
            <ServicesGrid services={data} renderAction={renderAction} />
          )}
        </div>
        <p className="mt-8 text-center">
          <Link to={paths.featuredServices} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            {featuredSnippetTexts.snippetSeeAll}
          </Link>
        </p>
      </Container>
    </section>
  );
}
