import { z } from 'zod';
import { responsiveImageSchema } from '../media/responsive-image.schema';
import { blogTexts } from './blog.texts';
import { blogAdminTexts } from './blog-admin.texts';
import { BLOG_CATEGORIES, BLOG_LIMITS, BLOG_MAX_PAGE, BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, BLOG_SLUG_PATTERN, BLOG_STATUSES } from './blog.constants';

export const blogCategorySchema = z.enum(BLOG_CATEGORIES, { error: blogTexts.invalidCategory });

export const blogStatusSchema = z.enum(BLOG_STATUSES);
export type BlogStatus = z.infer<typeof blogStatusSchema>;

/** A post in a list: everything but the (possibly long) markdown body. */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  excerpt: z.string(),
  featured_image: z.string().nullable(),
  /** featured_image with its size and srcset (decision 0023). */
  cover: responsiveImageSchema.nullable(),
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

const requiredBlogText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters.`);

/**
 * The text fields of the admin's post form (multipart, so every value arrives as text). The status
 * defaults to draft: a post is published on purpose.
 */
export const blogPostFieldsSchema = z.object({
  title: requiredBlogText(blogAdminTexts.titleRequired, BLOG_LIMITS.title),
  category: blogCategorySchema,
  excerpt: requiredBlogText(blogAdminTexts.excerptRequired, BLOG_LIMITS.excerpt),
  content: requiredBlogText(blogAdminTexts.contentRequired, BLOG_LIMITS.content),
  status: z.enum(BLOG_STATUSES, { error: blogAdminTexts.statusInvalid }).default('draft'),
  remove_featured_image: z.enum(['true', 'false']).optional(),
});
export type BlogPostFields = z.input<typeof blogPostFieldsSchema>;

/** PUT /api/blog/{id} with a JSON body: publish or unpublish only. */
export const blogStatusUpdateSchema = z.object({ status: z.enum(BLOG_STATUSES, { error: blogAdminTexts.statusInvalid }) }).strict();
export type BlogStatusUpdate = z.infer<typeof blogStatusUpdateSchema>;

export const blogWriteResponseSchema = z.object({ message: z.string(), data: z.object({ post: blogPostSchema }) });
export type BlogWriteResponse = z.infer<typeof blogWriteResponseSchema>;

export const blogIdParamsSchema = z.object({
  id: z.coerce.number({ error: blogTexts.invalidIdOrSlug }).int(blogTexts.invalidIdOrSlug).positive(blogTexts.invalidIdOrSlug).max(Number.MAX_SAFE_INTEGER, blogTexts.invalidIdOrSlug),
});

