import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storiesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { storyKeys } from './story-keys';

/** DELETE /stories/{id}: the story goes with its photos, likes and comments (author or admin). */
export const deleteStory = (id: number) => callApi(storiesEndpoints.remove, { params: { id }, auth: true });

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: (_res, id) => {
      queryClient.removeQueries({ queryKey: storyKeys.detail(id) });
      queryClient.removeQueries({ queryKey: storyKeys.comments(id) });
      return queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
    },
  });
}
