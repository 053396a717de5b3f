import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { blogPosts } from '../../db/schema';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostSummaryRow = Omit<BlogPostRow, 'content'>;

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  category: blogPosts.category,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  status: blogPosts.status,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

export interface BlogListFilter {
  publishedOnly: boolean;
  category?: string;
  limit: number;
  offset: number;
}

/** Newest first (the admin list too, spec 3): one page of posts and the total that match. */
export async function listBlogPosts(db: DbOrTx, f: BlogListFilter): Promise<{ rows: BlogPostSummaryRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (f.publishedOnly) conditions.push(eq(blogPosts.status, 'published'));
  if (f.category) conditions.push(eq(blogPosts.category, f.category));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db.select(summaryColumns).from(blogPosts).where(where).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)).limit(f.limit).offset(f.offset),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/**
 * A post by slug or, for an all-digit value, by id as well: a title like "2025" has the slug "2025",
 * so both are tried and the id wins.
 */
export async function findBlogPost(db: DbOrTx, idOrSlug: string): Promise<BlogPostRow | null> {
  const asId = /^\d{1,15}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const where = asId !== null ? or(eq(blogPosts.id, asId), eq(blogPosts.slug, idOrSlug)) : eq(blogPosts.slug, idOrSlug);
  const rows = await db.select().from(blogPosts).where(where).limit(2);
  return rows.find((r) => r.id === asId) ?? rows[0] ?? null;
}
