import { queryOptions, useQuery } from '@tanstack/react-query';
import { storiesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { storyKeys } from './story-keys';

export const getStory = (id: number, signal?: AbortSignal) =>
  callApi(storiesEndpoints.get, { params: { id }, signal }).then((r) => r.data.story);

export const storyQueryOptions = (id: number) =>
  queryOptions({ queryKey: storyKeys.detail(id), queryFn: ({ signal }) => getStory(id, signal) });

export const useStory = (id: number) => useQuery({ ...storyQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
