import { useSearchParams } from 'react-router';
import { blogTexts, type BlogCategory } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogPostCard, BlogPostCardSkeleton } from '../components/blog-post-card';
import { CategoryFilter } from '../components/category-filter';
import { categoryFromSearch } from '../utils/category-from-search';

/** /blog: published posts with category chips; the category lives in the URL so a filtered list can be shared. */
export default function BlogListPage() {
  useDocumentTitle(blogTexts.title);
  const [params, setParams] = useSearchParams();
  const category = categoryFromSearch(params);
  const query = useBlogPosts(category);
  const posts = query.data?.pages.flatMap((p) => p.data.posts) ?? [];
  const total = query.data?.pages[0]?.data.pagination.total ?? 0;

  const selectCategory = (next?: BlogCategory) => setParams(next ? { category: next } : {}, { replace: true });

  return (
    <Container className="space-y-8 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{blogTexts.title}</h1>
        <p className="text-lg text-slate-700">{blogTexts.subtitle}</p>
      </header>
      <CategoryFilter value={category} onChange={selectCategory} />

      {query.isPending ? (
        <div role="status" aria-label="Loading posts" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <BlogPostCardSkeleton key={i} />
          ))}
        </div>
      ) : !query.data ? (
        <Alert tone="error" title={blogTexts.loadListFailed}>
          <p>{errorMessage(query.error, blogTexts.loadListFailed)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : posts.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{blogTexts.emptyTitle}</h2>
          <p className="mt-1 text-slate-700">{category ? blogTexts.emptyCategoryBody : blogTexts.emptyBody}</p>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            Showing {posts.length} of {total} {total === 1 ? 'post' : 'posts'}
            {category ? ` in ${category}` : ''}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id} className="flex">
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
          {query.isError && <Alert tone="error">{errorMessage(query.error, blogTexts.loadListFailed)}</Alert>}
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {blogTexts.loadMore}
              </Button>
            </div>
          )}
        </>
      )}
    </Container>
  );
}
