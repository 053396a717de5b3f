import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storyKeys } from './story-keys';

/** DELETE /stories/{id}: the story goes with its photos, likes and comments (author or admin). */
export const deleteStory = (id: number) => apiRequest<{ success: true; message: string }>(`/stories/${id}`, { method: 'DELETE', auth: true });

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
