import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { StoriesListResponse, StoryDto } from '@mt/shared';
import { storyKeys } from './story-keys';

/**
 * Applies `patch` to every cached copy of one story: each loaded list page, each list's featured story,
 * and the detail view. Likes and comments change a story in all of them at once.
 */
export function patchStoryCaches(queryClient: QueryClient, id: number, patch: (story: StoryDto) => StoryDto) {
  const fix = (s: StoryDto | null) => (s && s.id === id ? patch(s) : s);
  queryClient.setQueriesData<InfiniteData<StoriesListResponse>>({ queryKey: storyKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            data: { ...p.data, stories: p.data.stories.map((s) => fix(s)!), featuredStory: fix(p.data.featuredStory) },
          })),
        }
      : data,
  );
  queryClient.setQueryData<StoryDto>(storyKeys.detail(id), (s) => (s ? patch(s) : s));
}
