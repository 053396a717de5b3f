import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { STORIES_PAGE_SIZE, storiesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { storyKeys, type StoryFilters } from './story-keys';

export const getStories = (filters: StoryFilters, page: number, signal?: AbortSignal) =>
  callApi(storiesEndpoints.list, {
    query: { ...filters, page, limit: STORIES_PAGE_SIZE },
    signal,
  });

/** Cumulative pages (spec 2 section 4): Load More appends the next page while page < pages. */
export const storiesQueryOptions = (filters: StoryFilters) =>
  infiniteQueryOptions({
    queryKey: storyKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getStories(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.pagination.page < last.data.pagination.pages ? last.data.pagination.page + 1 : undefined),
  });

export const useStories = (filters: StoryFilters) => useInfiniteQuery(storiesQueryOptions(filters));
