import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storiesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { storyFormData, type StoryFormPayload } from './story-form-data';
import { storyKeys } from './story-keys';

export type NewStory = StoryFormPayload;

export const createStory = (story: NewStory) =>
  callApi(storiesEndpoints.create, { body: storyFormData(story), auth: true }).then((r) => r.data.data);

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    // The new story is live at once: every list reloads from page 1.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.lists() }),
  });
}
