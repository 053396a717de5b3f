import type { StoriesQuery } from '@mt/shared';

export type StoryFilters = Pick<StoriesQuery, 'destination' | 'tripType' | 'minRating'>;

/** One place for the cache keys, so likes and comments can update every copy of a story. */
export const storyKeys = {
  all: ['stories'] as const,
  lists: () => [...storyKeys.all, 'list'] as const,
  list: (filters: StoryFilters) => [...storyKeys.lists(), filters] as const,
  detail: (id: number) => [...storyKeys.all, 'detail', id] as const,
  comments: (id: number) => [...storyKeys.all, 'comments', id] as const,
};
