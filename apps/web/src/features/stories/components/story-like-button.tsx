import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath, type StoryDto } from '@mt/shared';
import { useIsAuthenticated } from '@/lib/session-store';
import { cn } from '@/lib/cn';
import { useLikeStory } from '../api/like-story';

/** Likes need an account: a visitor is sent to sign in and comes back here afterwards. */
export function StoryLikeButton({ story }: { story: StoryDto }) {
  const signedIn = useIsAuthenticated();
  const navigate = useNavigate();
  const location = useLocation();
  const like = useLikeStory();

  const onClick = () => {
    if (!signedIn) {
      void navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    like.mutate({ id: story.id, action: story.userHasLiked ? 'unlike' : 'like' });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={story.userHasLiked}
      aria-label={`${story.userHasLiked ? 'Unlike' : 'Like'} “${story.title}”, ${story.like_count} ${story.like_count === 1 ? 'like' : 'likes'}`}
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700',
        story.userHasLiked ? 'text-red-700' : 'text-slate-700',
      )}
    >
      <Heart className={cn('size-4', story.userHasLiked && 'fill-current')} aria-hidden />
      <span data-testid="like-count">{story.like_count}</span>
    </button>
  );
}
