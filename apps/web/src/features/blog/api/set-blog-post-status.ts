import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, type BlogStatus, type BlogWriteResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

/** Publish or unpublish: PUT /api/blog/{id} with only a status. */
export const setBlogPostStatus = ({ id, status }: { id: number; status: BlogStatus }) =>
  apiRequest<BlogWriteResponse>(`/blog/${id}`, { method: 'PUT', body: { status }, auth: adminTexts.authRequired });

export function useSetBlogPostStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBlogPostStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blog'] }) });
}
