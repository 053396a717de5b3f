import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, blogEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const deleteBlogPost = (id: number) => callApi(blogEndpoints.remove, { params: { id }, auth: adminTexts.authRequired });

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBlogPost, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blog'] }) });
}
