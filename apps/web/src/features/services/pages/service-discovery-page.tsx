import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CATALOGUE_NOTICE_MS, PAGINATION_WINDOW, searchTexts, type ServiceDto } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/ui/container';
import { pagesAround } from '@/components/ui/page-numbers';
import { Pagination } from '@/components/ui/pagination';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTimedValue } from '@/lib/use-timed-value';
import { useServiceSearch } from '../api/search-services';
import { ErrorBanner, NoResults, SearchFailed } from '../components/discovery/discovery-states';
import { FilterDrawer } from '../components/discovery/filter-drawer';
import { FilterFields } from '../components/discovery/filter-fields';
import { ResultsToolbar, type ViewMode } from '../components/discovery/results-toolbar';
import { SearchBox } from '../components/discovery/search-box';
import { ServiceCardSkeleton } from '../components/service-card-skeleton';
import { ServicesGrid } from '../components/services-grid';
import { useDiscoveryParams } from '../hooks/use-discovery-params';
import { discoverySearch } from '../utils/discovery-filters';

export interface ServiceDiscoveryPageProps {
  renderAction?: (service: ServiceDto) => ReactNode;
}

/** /service-discovery, 'All Services' (spec 2): search, filters, sort, layout and pages, all in the URL. */
export function ServiceDiscoveryView({ renderAction }: ServiceDiscoveryPageProps) {
  useDocumentTitle(searchTexts.title);
  const { params, page, update, clear } = useDiscoveryParams();
  const query = useServiceSearch(discoverySearch(params));
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData, dataUpdatedAt } = query;
  const [view, setView] = useState<ViewMode>('grid');
  // The banner is dismissed for one failure; a new failure shows it again.
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const bannerHidden = dismissedError !== null && dismissedError === error;
  const notice = useTimedValue<string>(CATALOGUE_NOTICE_MS);
  const announced = useRef(0);
  const failure = isError ? errorMessage(error, searchTexts.failed) : null;

  // 'Search Complete' after every search that finds services, for 5 s.
  useEffect(() => {
    if (!data || isPlaceholderData || isFetching || dataUpdatedAt === announced.current) return;
    announced.current = dataUpdatedAt;
    // No hits: the empty state says so; a green 'Found 0 services' above it would contradict its tone.
    if (data.total > 0) notice.show(searchTexts.complete(data.total, data.totalCapped));
  }, [data, isPlaceholderData, isFetching, dataUpdatedAt, notice]);

  const goToPage = (n: number) => {
    update({ page: n > 1 ? String(n) : undefined });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const retry = () => void refetch();
  const summary = data ? `${data.total}${data.totalCapped ? '+' : ''} service${data.total === 1 ? '' : 's'}` : null;

  return (
    <Container className="py-8 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{searchTexts.title}</h1>
        <p className="text-lg text-slate-700">{searchTexts.intro}</p>
      </header>
      <div className="mt-6 flex gap-3">
        <div className="flex-1">
          <SearchBox value={params.search ?? ''} onSearch={(text) => update({ search: text })} />
        </div>
        <FilterDrawer values={params} onApply={update} />
      </div>

      <div className="mt-4 space-y-3">
        {failure && !bannerHidden && <ErrorBanner message={failure} onRetry={retry} onDismiss={() => setDismissedError(error)} />}
        {/* Its place comes with the results, so nothing moves when it shows; when it goes after 5 s the place
            stays, hidden, for the next search's notice, so nothing moves then either. Floating over the page
            instead would cover cards. */}
        {data && data.total > 0 && !isError && (
          <div style={notice.value ? undefined : { visibility: 'hidden' }}>
            <Alert tone="success" title={searchTexts.completeTitle}>
              {notice.value ?? searchTexts.complete(data.total, data.totalCapped)}
            </Alert>
          </div>
        )}
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside aria-labelledby="filters-title" className="hidden lg:block">
          <div className="flex items-center justify-between">
            <h2 id="filters-title" className="text-lg font-semibold text-slate-900">
              {searchTexts.filters}
            </h2>
            <button type="button" onClick={clear} className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
              {searchTexts.clearFilters}
            </button>
          </div>
          <div className="mt-4">
            <FilterFields idPrefix="sidebar" values={params} onChange={(changes) => update(changes, { immediate: true })} />
          </div>
        </aside>

        <section aria-label="Results" className="min-w-0 space-y-6">
          <ResultsToolbar summary={summary} sortBy={params.sortBy ?? 'relevance'} onSort={(sortBy) => update({ sortBy }, { immediate: true })} view={view} onView={setView} />
          {isPending ? (
            <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-busy>
              {Array.from({ length: 6 }, (_, i) => (
                <ServiceCardSkeleton key={i} />
              ))}
            </div>
          ) : isError && !data ? (
            <SearchFailed message={failure ?? searchTexts.failed} onRetry={retry} retrying={isFetching} />
          ) : data && data.services.length === 0 ? (
            <NoResults onClear={clear} />
          ) : data ? (
            <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={isFetching}>
              <ServicesGrid services={data.services} layout={view} renderAction={renderAction} headingLevel="h2" leadsPage />
            </div>
          ) : null}
          {data && <Pagination variant="numbers" page={page} totalPages={data.totalPages} onPageChange={goToPage} pageNumbers={(p, n) => pagesAround(p, n, PAGINATION_WINDOW)} />}
        </section>
      </div>
    </Container>
  );
}
