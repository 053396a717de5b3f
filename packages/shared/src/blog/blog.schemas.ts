import { z } from 'zod';
import { blogTexts } from './blog.texts';

/** Admin form categories (spec 3 section 5). */
export const BLOG_CATEGORIES = ['Technology', 'Travel Tips', 'Destinations', 'Lifestyle', 'Guides'] as const;
export const blogCategorySchema = z.enum(BLOG_CATEGORIES, { error: blogTexts.invalidCategory });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const BLOG_STATUSES = ['published', 'draft'] as const;
export const blogStatusSchema = z.enum(BLOG_STATUSES);
export type BlogStatus = z.infer<typeof blogStatusSchema>;

export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 50;
/** Deep pages beyond this are refused: nobody reads them and large offsets cost the database. */
export const BLOG_MAX_PAGE = 10_000;
/** Slugs come from `slugify` (lowercase words joined by dashes). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post in a list: everything but the (possibly long) markdown body. */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  excerpt: z.string(),
  featured_image: z.string().nullable(),
  status: blogStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** Spec 2/3 entity: id, title, category, excerpt, content (markdown), featured_image, status, created_at. */
export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

const pageNumber = (max: number, fallback: number, label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} must be at most ${max}.`)
    .default(fallback);

/** GET /api/blog query. `all=true` (admins only) also lists drafts. */
export const blogListQuerySchema = z.object({
  page: pageNumber(BLOG_MAX_PAGE, 1, 'page'),
  limit: pageNumber(BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, 'limit'),
  category: blogCategorySchema.optional(),
  all: z.enum(['true', 'false'], { error: 'all must be true or false.' }).optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogPaginationSchema = z.object({
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
});

/**
 * The spec's client reads the list as `response.data.data.posts` (axios: body.data.posts), so the body
 * wraps it in `data`; a single post follows the same shape: `{ data: { post } }`.
 */
export const blogListResponseSchema = z.object({
  data: z.object({ posts: z.array(blogPostSummarySchema), pagination: blogPaginationSchema }),
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const blogPostResponseSchema = z.object({ data: z.object({ post: blogPostSchema }) });
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

export const blogIdOrSlugParamsSchema = z.object({
  idOrSlug: z.string().max(200, blogTexts.invalidIdOrSlug).regex(BLOG_SLUG_PATTERN, blogTexts.invalidIdOrSlug),
});
