import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
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

export type BlogPostValues = Pick<typeof blogPosts.$inferInsert, 'title' | 'category' | 'excerpt' | 'content' | 'status' | 'featuredImage'>;

export async function insertBlogPost(db: DbOrTx, values: BlogPostValues & { slug: string }): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('blog post insert returned no row');
  return row;
}

/** Changes the given columns and the update time; null when the post does not exist. */
export async function updateBlogPost(db: DbOrTx, id: number, values: Partial<BlogPostValues>): Promise<BlogPostRow | null> {
  const [row] = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning();
  return row ?? null;
}

export async function deleteBlogPost(db: DbOrTx, id: number): Promise<BlogPostRow | null> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row ?? null;
}

/** Slugs equal to `base` or `base-N`, to pick the first free one. */
export async function findBlogSlugsLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
  return rows.map((r) => r.slug);
}

export async function findBlogPostById(db: DbOrTx, id: number): Promise<BlogPostRow | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}
