import { describeImage, type BlogPost, type BlogPostSummary } from '@mt/shared';
import type { BlogPostRow, BlogPostSummaryRow } from './blog.repository';

export function toBlogPostSummary(r: BlogPostSummaryRow): BlogPostSummary {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    category: r.category,
    excerpt: r.excerpt,
    featured_image: r.featuredImage,
    cover: describeImage(r.featuredImage),
    status: r.status,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export const toBlogPost = (r: BlogPostRow): BlogPost => ({ ...toBlogPostSummary(r), content: r.content });
