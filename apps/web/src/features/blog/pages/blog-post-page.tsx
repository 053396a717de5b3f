import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { blogTexts, paths } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ResponsiveImg } from '@/components/ui/responsive-image';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBlogPost } from '../api/get-blog-post';
import { CategoryBadge } from '../components/blog-post-card';
import { MarkdownContent } from '../components/markdown-content';
import { formatPostDate } from '../utils/format-post-date';

/** The article's column: max-w-3xl less sm:px-6 padding is 720px; below that the screen less its padding. */
const COVER_SIZES = '(min-width: 768px) 720px, 100vw';

function BackLink() {
  return (
    <Link to={paths.blog} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {blogTexts.backToBlog}
    </Link>
  );
}

/** /blog/{slug}: one post, its markdown rendered without raw HTML. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  const missing = post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400);
  useDocumentTitle(post.data?.title ?? (missing ? blogTexts.postNotFound : blogTexts.title));

  return (
    <article className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <BackLink />
      {post.isPending ? (
        <Spinner label="Loading post…" />
      ) : missing ? (
        <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{blogTexts.postNotFound}</h1>
          <p className="mt-2 text-slate-700">{blogTexts.postNotFoundBody}</p>
        </div>
      ) : post.isError ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{blogTexts.loadPostFailed}</h1>
          <Alert tone="error">
            <p>{errorMessage(post.error, blogTexts.loadPostFailed)}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void post.refetch()}>
              Try again
            </Button>
          </Alert>
        </>
      ) : (
        <>
          <header className="space-y-3">
            <div className="flex flex-wrap items-center gap-3">
              <CategoryBadge category={post.data.category} />
              <time dateTime={post.data.created_at} className="text-sm text-slate-600">
                {formatPostDate(post.data.created_at)}
              </time>
            </div>
            <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{post.data.title}</h1>
            <p className="text-lg text-slate-700">{post.data.excerpt}</p>
          </header>
          {/* Natural proportions: a cropped banner cuts off whatever the picture carries at its edges. The page's
              LCP, so fetched at once; its width and height keep the text below from jumping when it arrives. */}
          <ResponsiveImg image={post.data.cover} alt="" sizes={COVER_SIZES} priority className="h-auto max-h-[40rem] w-full rounded-xl object-contain" />
          <MarkdownContent content={post.data.content} />
        </>
      )}
    </article>
  );
}
