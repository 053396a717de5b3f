import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryComment } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { storyKeys } from './story-keys';

export const getStoryComments = (id: number, signal?: AbortSignal) =>
  apiRequest<{ success: true; data: StoryComment[] }>(`/stories/${id}/comments`, { signal }).then((r) => r.data);

export const storyCommentsQueryOptions = (id: number) =>
  queryOptions({ queryKey: storyKeys.comments(id), queryFn: ({ signal }) => getStoryComments(id, signal) });

export const useStoryComments = (id: number) => useQuery(storyCommentsQueryOptions(id));
