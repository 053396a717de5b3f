import { Link } from 'react-router';
import { ImageOff } from 'lucide-react';
import { paths, type BlogPostSummary } from '@mt/shared';
import { CARD_GRID_SIZES, ResponsiveImg } from '@/components/ui/responsive-image';
import { formatPostDate } from '../utils/format-post-date';

export function CategoryBadge({ category }: { category: string }) {
  return <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900 ring-1 ring-inset ring-brand-600/30">{category}</span>;
}

/** The whole card is one link (the title's), so screen readers hear the title, not "image, link". */
export function BlogPostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      <div className="aspect-[16/9] bg-slate-100">
        <ResponsiveImg
          image={post.cover}
          alt=""
          sizes={CARD_GRID_SIZES}
          className="size-full object-cover"
          fallback={
            <div className="flex size-full items-center justify-center text-slate-500">
              <ImageOff className="size-8" aria-hidden />
            </div>
          }
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CategoryBadge category={post.category} />
          <time dateTime={post.created_at} className="text-xs text-slate-600">
            {formatPostDate(post.created_at)}
          </time>
        </div>
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={paths.blogPost.to({ slug: post.slug })} className="after:absolute after:inset-0 focus:outline-none group-hover:text-brand-800">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-700">{post.excerpt}</p>
      </div>
    </article>
  );
}

export function BlogPostCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="aspect-[16/9] animate-pulse bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
