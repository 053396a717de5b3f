import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { BookOpen } from 'lucide-react';
import { STORY_TRIP_TYPES, storiesFoundText, storyTexts } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStories } from '../api/get-stories';
import { FeaturedStory } from '../components/featured-story';
import { ShareStoryCta } from '../components/share-story-modal';
import { StoryCard } from '../components/story-card';
import { StoryFilters } from '../components/story-filters';
import { filtersFromSearch, searchFromFilters } from '../utils/filters-from-url';

export default function StoriesPage() {
  useDocumentTitle(storyTexts.listTitle);
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  // A filter change is a new query key: the list starts again from page 1.
  const query = useStories(filters);
  const first = query.data?.pages[0]?.data;
  const stories = query.data?.pages.flatMap((p) => p.data.stories) ?? [];
  const total = first?.pagination.total ?? 0;

  useEffect(() => {
    if (query.isError) toast.error(storyTexts.loadFailed, { id: 'stories-load-failed' });
  }, [query.isError, query.errorUpdatedAt]);

  return (
    <div className="bg-slate-50 pb-16">
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <Container className="py-12 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{storyTexts.listTitle}</h1>
          <p className="mt-3 text-lg text-brand-50">{storyTexts.listSubtitle}</p>
        </Container>
      </header>

      <Container className="-mt-6 space-y-8">
        <StoryFilters
          filters={filters}
          destinations={first?.filters.destinations ?? []}
          tripTypes={first?.filters.tripTypes ?? [...STORY_TRIP_TYPES]}
          onChange={(next) => setSearch(searchFromFilters(next), { replace: true })}
        />

        {/* A screen tall while loading: the list arrives below the filters without moving what follows it. */}
        {query.isPending && (
          <div className="min-h-screen">
            <Spinner label="Loading stories…" />
          </div>
        )}
        {query.isError && !query.data && (
          <Alert tone="error" title={storyTexts.loadFailed}>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        )}

        {first && (
          <>
            <p className="text-sm font-medium text-slate-700" role="status">
              {storiesFoundText(total)}
            </p>
            {first.featuredStory && <FeaturedStory story={first.featuredStory} />}
            {stories.length === 0 ? (
              <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <BookOpen className="mx-auto size-10 text-slate-500" aria-hidden />
                <h2 className="mt-3 text-lg font-semibold text-slate-900">{storyTexts.emptyTitle}</h2>
                <p className="mt-1 text-slate-700">{storyTexts.emptyBody}</p>
              </div>
            ) : (
              <section aria-labelledby="all-stories">
                <h2 id="all-stories" className="sr-only">
                  All stories
                </h2>
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {stories.map((s) => (
                    <li key={s.id} className="flex">
                      <StoryCard story={s} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {query.hasNextPage && (
              <div className="text-center">
                <Button variant="secondary" size="lg" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                  {storyTexts.loadMore}
                </Button>
              </div>
            )}
          </>
        )}

        {!query.isPending && <ShareStoryCta />}
      </Container>
    </div>
  );
}
