import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storiesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { storyFormData, type StoryFormPayload } from './story-form-data';
import { storyKeys } from './story-keys';

/** PUT /stories/{id}: the author (or an admin) replaces the fields; a new cover file replaces the cover. */
export const updateStory = ({ id, story }: { id: number; story: StoryFormPayload }) =>
  callApi(storiesEndpoints.update, { params: { id }, body: storyFormData(story), auth: true }).then((r) => r.data.data);

export function useUpdateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStory,
    onSuccess: (saved) => {
      queryClient.setQueryData(storyKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
    },
  });
}
