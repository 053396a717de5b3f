import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const deleteBlogPost = (id: number) => apiRequest<{ message: string }>(`/blog/${id}`, { method: 'DELETE', auth: adminTexts.authRequired });

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBlogPost, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blog'] }) });
}
