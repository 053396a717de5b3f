import { blogTexts, type BlogListQuery, type BlogListResponse, type BlogPost } from '@mt/shared';
import type { AuthUser } from '../../plugins/auth';
import type { Db } from '../../db/client';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { toBlogPost, toBlogPostSummary } from './blog.mapper';
import { findBlogPost, listBlogPosts } from './blog.repository';

/**
 * The public list shows published posts; `all=true` adds drafts and is the admin's view, so it needs a
 * valid admin token (401 without one, 403 for another role).
 */
export async function getBlogList(db: Db, query: BlogListQuery, viewer: AuthUser | null): Promise<BlogListResponse['data']> {
  const all = query.all === 'true';
  if (all && !viewer) throw unauthorized(blogTexts.allRequiresAdmin);
  if (all && viewer?.userType !== 'admin') throw forbidden(blogTexts.allRequiresAdmin);
  const { rows, total } = await listBlogPosts(db, {
    publishedOnly: !all,
    category: query.category,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    posts: rows.map(toBlogPostSummary),
    pagination: { page: query.page, pages: Math.ceil(total / query.limit), total, limit: query.limit },
  };
}

/** A draft is answered only to admins; anyone else gets the same 404 as for a missing post. */
export async function getBlogPost(db: Db, idOrSlug: string, viewer: AuthUser | null): Promise<BlogPost> {
  const row = await findBlogPost(db, idOrSlug);
  if (!row || (row.status !== 'published' && viewer?.userType !== 'admin')) throw notFound(blogTexts.postNotFound);
  return toBlogPost(row);
}

/** For link previews: published posts only, never an admin's view. */
export async function findPublishedBlogPost(db: Db, slug: string): Promise<BlogPost | null> {
  const row = await findBlogPost(db, slug);
  return row && row.status === 'published' ? toBlogPost(row) : null;
}
