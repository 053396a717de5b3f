import { queryOptions, useQuery } from '@tanstack/react-query';
import { storiesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { storyKeys } from './story-keys';

export const getStoryComments = (id: number, signal?: AbortSignal) =>
  callApi(storiesEndpoints.listComments, { params: { id }, signal }).then((r) => r.data);

export const storyCommentsQueryOptions = (id: number) =>
  queryOptions({ queryKey: storyKeys.comments(id), queryFn: ({ signal }) => getStoryComments(id, signal) });

export const useStoryComments = (id: number) => useQuery(storyCommentsQueryOptions(id));
