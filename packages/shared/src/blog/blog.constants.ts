/** Admin form categories (spec 3 section 5). Apart from the schemas so a page can read them without zod. */
export const BLOG_CATEGORIES = ['Technology', 'Travel Tips', 'Destinations', 'Lifestyle', 'Guides'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_STATUSES = ['published', 'draft'] as const;

export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 50;
/** Deep pages beyond this are refused: nobody reads them and large offsets cost the database. */
export const BLOG_MAX_PAGE = 10_000;
/** Slugs come from `slugify` (lowercase words joined by dashes). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const BLOG_LIMITS = { title: 200, excerpt: 500, content: 100_000 } as const;

/** Multipart field name of the cover image. */
export const BLOG_COVER_FIELD = 'featured_image';
export const BLOG_MEDIA_FOLDER = 'blog';
