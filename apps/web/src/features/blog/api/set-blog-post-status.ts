import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, blogEndpoints, type BlogStatus } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** Publish or unpublish: PUT /api/blog/{id} with only a status. */
export const setBlogPostStatus = ({ id, status }: { id: number; status: BlogStatus }) =>
  callApi(blogEndpoints.update, { params: { id }, body: { status }, auth: adminTexts.authRequired });

export function useSetBlogPostStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBlogPostStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blog'] }) });
}
