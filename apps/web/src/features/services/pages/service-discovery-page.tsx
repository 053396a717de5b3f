import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CATALOGUE_NOTICE_MS, PAGINATION_WINDOW, searchTexts, type ServiceDto } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/ui/container';
import { pagesAround } from '@/components/ui/page-numbers';
import { errorMessage } from '@/lib/api-client';
import { partWhenVisible } from '@/lib/part-when-visible';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTimedValue } from '@/lib/use-timed-value';
import { useServiceSearch } from '../api/search-services';
import { FilterDrawer } from '../components/discovery/filter-drawer';
import { ResultsToolbar, type ViewMode } from '../components/discovery/results-toolbar';
import { SearchBox } from '../components/discovery/search-box';
import { ServiceCardSkeleton } from '../components/service-card-skeleton';
import { ServicesGrid } from '../components/services-grid';
import { useDiscoveryParams } from '../hooks/use-discovery-params';
import { discoverySearch } from '../utils/discovery-filters';

export interface ServiceDiscoveryPageProps {
  renderAction?: (service: ServiceDto) => ReactNode;
}

// Shown only when a search finds nothing or fails: not part of the page's first load.
const states = () => import('../components/discovery/discovery-states');
const ErrorBanner = lazy(() => states().then((m) => ({ default: m.ErrorBanner })));
const SearchFailed = lazy(() => states().then((m) => ({ default: m.SearchFailed })));
const NoResults = lazy(() => states().then((m) => ({ default: m.NoResults })));

// The sidebar is hidden on phones and the page numbers are at the foot: their code loads when they are seen.
const SidebarFilters = partWhenVisible(() => import('../components/discovery/filter-fields').then((m) => m.FilterFields));
const Pagination = partWhenVisible(() => import('@/components/ui/pagination').then((m) => m.Pagination));
const pageNumbers = (page: number, total: number) => pagesAround(page, total, PAGINATION_WINDOW);
/**
 * Whether the page shows services. An empty page shows the empty state alone, also when the count is not 0
 * (a page past the end of a shared address): "Search Complete: Found 20 services" above "No services
 * found" would contradict it.
 */
const hasResults = (data: { services: unknown[] } | undefined): data is NonNullable<typeof data> => !!data && data.services.length > 0;

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
    if (hasResults(data)) notice.show(searchTexts.complete(data.total, data.totalCapped));
  }, [data, isPlaceholderData, isFetching, dataUpdatedAt, notice]);

  // Stable, like the other props of the parts that load when seen: new props would make React drop their paint.
  const goToPage = useCallback(
    (n: number) => {
      update({ page: n > 1 ? String(n) : undefined });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [update],
  );
  const applyFilters = useCallback((changes: Parameters<typeof update>[0]) => update(changes, { immediate: true }), [update]);
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
        {failure && !bannerHidden && (
          <Suspense fallback={null}>
            <ErrorBanner message={failure} onRetry={retry} onDismiss={() => setDismissedError(error)} />
          </Suspense>
        )}
        {/* Its place comes with the results, so nothing moves when it shows; when it goes after 5 s the place
            stays, hidden, for the next search's notice, so nothing moves then either. Floating over the page
            instead would cover cards. */}
        {hasResults(data) && !isError && (
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
            <SidebarFilters idPrefix="sidebar" values={params} onChange={applyFilters} />
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
            <Suspense fallback={null}>
              <SearchFailed message={failure ?? searchTexts.failed} onRetry={retry} retrying={isFetching} />
            </Suspense>
          ) : data && data.services.length === 0 ? (
            <Suspense fallback={null}>
              <NoResults onClear={clear} />
            </Suspense>
          ) : data ? (
            <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={isFetching}>
              <ServicesGrid services={data.services} layout={view} renderAction={renderAction} headingLevel="h2" leadsPage />
            </div>
          ) : null}
          {data && data.totalPages > 1 && <Pagination variant="numbers" page={page} totalPages={data.totalPages} onPageChange={goToPage} pageNumbers={pageNumbers} />}
        </section>
      </div>
    </Container>
  );
}
