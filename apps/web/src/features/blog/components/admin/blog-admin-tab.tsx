import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { blogAdminTexts, blogTexts, paths, type BlogPostSummary } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { Notify } from '@/lib/notice';
import { useAdminBlogPosts } from '../../api/get-admin-blog-posts';
import { useDeleteBlogPost } from '../../api/delete-blog-post';
import { useSetBlogPostStatus } from '../../api/set-blog-post-status';
import { formatPostDate } from '../../utils/format-post-date';
import { CategoryBadge } from '../blog-post-card';
import { BlogPostFormModal, type BlogEditorTarget } from './blog-post-form-modal';

function StatusBadge({ status }: { status: BlogPostSummary['status'] }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        status === 'published' ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-amber-100 text-amber-900 ring-amber-300',
      )}
    >
      {blogAdminTexts.statusLabels[status]}
    </span>
  );
}

/** Spec 3 "Blog Management": every post newest first; create, edit, publish/unpublish, delete with confirmation. */
export function BlogAdminTab({ notify }: { notify: Notify }) {
  const list = useAdminBlogPosts();
  const status = useSetBlogPostStatus();
  const remove = useDeleteBlogPost();
  const [editor, setEditor] = useState<BlogEditorTarget>(null);
  const [deleting, setDeleting] = useState<BlogPostSummary | null>(null);
  const posts = list.data?.pages.flatMap((p) => p.data.posts) ?? [];

  const toggle = (post: BlogPostSummary) => {
    const next = post.status === 'published' ? 'draft' : 'published';
    status.mutate(
      { id: post.id, status: next },
      {
        onSuccess: () => notify.success(blogAdminTexts.statusChanged(next)),
        onError: (err) => notify.error(errorMessage(err, blogAdminTexts.statusFailed)),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(blogAdminTexts.deletedNotice);
        setDeleting(null);
      },
      onError: (err) => {
        notify.error(errorMessage(err, blogAdminTexts.deleteFailed));
        setDeleting(null);
      },
    });
  };

  return (
    <section aria-labelledby="blog-admin-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="blog-admin-title" className="text-xl font-semibold text-slate-900">
          {blogAdminTexts.title}
        </h2>
        <Button onClick={() => setEditor({ mode: 'create' })}>
          <Plus className="size-4" aria-hidden />
          {blogAdminTexts.createNew}
        </Button>
      </div>

      <QueryState
        query={list}
        loadingLabel="Loading posts…"
        errorTitle={blogAdminTexts.loadFailed}
        empty={posts.length === 0 && <EmptyState title={blogAdminTexts.emptyTitle}>{blogAdminTexts.emptyBody}</EmptyState>}
      >
        {() => (
          <>
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              {posts.map((post) => {
                const busy = status.isPending && status.variables?.id === post.id;
                return (
                  <li key={post.id} className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
                    <div className="min-w-0 space-y-1">
                      <p className="font-semibold text-slate-900">{post.title}</p>
                      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                        <CategoryBadge category={post.category} />
                        <StatusBadge status={post.status} />
                        <time dateTime={post.created_at}>{formatPostDate(post.created_at)}</time>
                        {post.status === 'published' && (
                          <Link to={paths.blogPost.to({ slug: post.slug })} target="_blank" className="inline-flex items-center gap-1 text-brand-800 underline">
                            {blogAdminTexts.viewPost}
                            <ExternalLink className="size-3" aria-hidden />
                            <span className="sr-only">{post.title} (opens in a new tab)</span>
                          </Link>
                        )}
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2 md:justify-end">
                      <Button size="sm" variant="secondary" onClick={() => setEditor({ mode: 'edit', post })} aria-label={`${blogAdminTexts.edit}: ${post.title}`}>
                        <Pencil className="size-4" aria-hidden />
                        {blogAdminTexts.edit}
                      </Button>
                      <Button size="sm" variant="ghost" loading={busy} onClick={() => toggle(post)} aria-label={`${post.status === 'published' ? blogAdminTexts.unpublish : blogAdminTexts.publish}: ${post.title}`}>
                        {post.status === 'published' ? blogAdminTexts.unpublish : blogAdminTexts.publish}
                      </Button>
                      <Button size="sm" variant="bare" className="text-red-700 hover:bg-red-50" onClick={() => setDeleting(post)} aria-label={`${blogAdminTexts.delete}: ${post.title}`}>
                        <Trash2 className="size-4" aria-hidden />
                        {blogAdminTexts.delete}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
            {list.hasNextPage && (
              <div className="flex justify-center">
                <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                  {blogTexts.loadMore}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>

      <BlogPostFormModal
        target={editor}
        onClose={() => setEditor(null)}
        onSaved={(message) => {
          notify.success(message);
          setEditor(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={blogAdminTexts.confirmDeleteTitle}
        description={blogAdminTexts.confirmDelete}
        confirmLabel={blogAdminTexts.delete}
        busyLabel={blogAdminTexts.deleting}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
