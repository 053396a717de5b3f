import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { storiesEndpoints, storyTexts, type StoryComment } from '@mt/shared';
import { errorMessage } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { useSession } from '@/lib/session-store';
import { patchStoryCaches } from './patch-story-caches';
import { storyKeys } from './story-keys';

export const addStoryComment = ({ id, content }: { id: number; content: string }) =>
  callApi(storiesEndpoints.addComment, { params: { id }, body: { content }, auth: true });

let nextTempId = -1;

/**
 * Spec 2 section 4: the comment shows at the top at once under a temporary id, replaced by the server's
 * version when it comes back with an id; the count rises by one. A failure is logged (spec 2 section 8),
 * the optimistic comment is taken away again and a toast says why (a comment vanishing without a word
 * looks like a bug).
 */
export function useAddStoryComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStoryComment,
    onMutate: ({ id, content }) => {
      const user = useSession.getState().user;
      const temp: StoryComment = {
        id: nextTempId--,
        author_name: user?.name || storyTexts.commentAuthorFallback,
        author_avatar: user?.profile_image ?? null,
        content,
        created_at: new Date().toISOString(),
      };
      queryClient.setQueryData<StoryComment[]>(storyKeys.comments(id), (list) => [temp, ...(list ?? [])]);
      patchStoryCaches(queryClient, id, (s) => ({ ...s, comment_count: s.comment_count + 1 }));
      return { tempId: temp.id };
    },
    onSuccess: (res, { id }, { tempId }) => {
      if (typeof res?.data?.id === 'number') {
        queryClient.setQueryData<StoryComment[]>(storyKeys.comments(id), (list) => list?.map((c) => (c.id === tempId ? res.data : c)));
      }
      toast.success(storyTexts.commentAdded);
    },
    onError: (err, { id }, context) => {
      console.error('Failed to add comment', err);
      toast.error(errorMessage(err, storyTexts.commentFailed));
      if (!context) return;
      queryClient.setQueryData<StoryComment[]>(storyKeys.comments(id), (list) => list?.filter((c) => c.id !== context.tempId));
      patchStoryCaches(queryClient, id, (s) => ({ ...s, comment_count: Math.max(0, s.comment_count - 1) }));
    },
  });
}
