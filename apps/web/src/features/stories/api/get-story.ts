import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryDto } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { storyKeys } from './story-keys';

export const getStory = (id: number, signal?: AbortSignal) =>
  apiRequest<{ success: true; data: { story: StoryDto } }>(`/stories/${id}`, { signal }).then((r) => r.data.story);

export const storyQueryOptions = (id: number) =>
  queryOptions({ queryKey: storyKeys.detail(id), queryFn: ({ signal }) => getStory(id, signal) });

export const useStory = (id: number) => useQuery({ ...storyQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
