import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { storiesEndpoints, storyTexts, type StoryDto, type StoryLikeAction } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { patchStoryCaches } from './patch-story-caches';

export const likeStory = ({ id, action }: { id: number; action: StoryLikeAction }) =>
  callApi(storiesEndpoints.like, { params: { id }, body: { action }, auth: true });

/**
 * Spec 2 section 4: the count moves by one at once; the server's like_count then replaces it in the
 * list and the featured story. A failure puts the story back as it was and says so.
 */
export function useLikeStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeStory,
    onMutate: ({ id, action }) => {
      const liked = action === 'like';
      const saved: { before: Pick<StoryDto, 'like_count' | 'userHasLiked'> | null } = { before: null };
      patchStoryCaches(queryClient, id, (s) => {
        saved.before ??= { like_count: s.like_count, userHasLiked: s.userHasLiked };
        if (s.userHasLiked === liked) return s;
        return { ...s, userHasLiked: liked, like_count: Math.max(0, s.like_count + (liked ? 1 : -1)) };
      });
      return saved;
    },
    onSuccess: ({ data }, { id }) => {
      patchStoryCaches(queryClient, id, (s) => ({ ...s, like_count: data.like_count, userHasLiked: data.userHasLiked }));
    },
    onError: (_err, { id }, context) => {
      const before = context?.before;
      if (before) patchStoryCaches(queryClient, id, (s) => ({ ...s, ...before }));
      toast.error(storyTexts.likeFailed);
    },
  });
}
