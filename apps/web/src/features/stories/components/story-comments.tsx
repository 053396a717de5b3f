import { useLocation } from 'react-router';
import { storyTexts, loginPath } from '@mt/shared';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner';
import { useIsAuthenticated } from '@/lib/session-store';
import { useAddStoryComment } from '../api/add-story-comment';
import { useStoryComments } from '../api/get-story-comments';
import { longDate } from '../utils/story-text';
import { AuthorAvatar } from './author-avatar';
import { CommentForm } from './comment-form';

export function StoryComments({ storyId, count }: { storyId: number; count: number }) {
  const comments = useStoryComments(storyId);
  const add = useAddStoryComment();
  const signedIn = useIsAuthenticated();
  const location = useLocation();

  return (
    <section id="comments" aria-labelledby="comments-heading" className="space-y-4">
      <h2 id="comments-heading" className="text-xl font-bold text-slate-900">
        {storyTexts.comments} ({count})
      </h2>
      {signedIn ? (
        <CommentForm onSubmit={(content) => add.mutate({ id: storyId, content })} />
      ) : (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-100 p-4 text-sm text-slate-800">
          <p>{storyTexts.signInToComment}</p>
          <LinkButton size="sm" to={loginPath(location.pathname + location.search)}>
            Sign In
          </LinkButton>
        </div>
      )}
      {comments.isPending && <Spinner label="Loading comments…" />}
      {comments.isError && <p className="text-sm text-red-700">Comments could not be loaded.</p>}
      {comments.data?.length === 0 && <p className="text-sm text-slate-700">{storyTexts.noComments}</p>}
      {!!comments.data?.length && (
        <ul className="space-y-4">
          {comments.data.map((c) => (
            <li key={c.id} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4" data-pending={c.id < 0 || undefined}>
              <AuthorAvatar name={c.author_name} src={c.author_avatar} />
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="font-semibold text-slate-900">{c.author_name}</span>{' '}
                  <time dateTime={c.created_at} className="text-slate-600">
                    {longDate(c.created_at)}
                  </time>
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-slate-800">{c.content}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
