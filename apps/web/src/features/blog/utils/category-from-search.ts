import { BLOG_CATEGORIES, type BlogCategory } from '@mt/shared';

/** The category chip of /blog?category=…; anything else is no filter. Read alike by the page and its loader. */
export function categoryFromSearch(params: URLSearchParams): BlogCategory | undefined {
  const value = params.get('category');
  return (BLOG_CATEGORIES as readonly (string | null)[]).includes(value) ? (value as BlogCategory) : undefined;
}
