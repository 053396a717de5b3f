import { BLOG_SLUG_PATTERN, pageTitle, SITE_NAME } from '@mt/shared';
import type { Db } from '../../db/client';
import { findPublishedBlogPost } from '../blog/blog.service';
import { findPartnerForPreview, findStoryForPreview } from './link-previews.repository';

export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute URL, or null when the entity has no picture. */
  image: string | null;
  url: string;
  type: 'article' | 'website';
}

/** Social networks cut descriptions at about 200 characters; a whole word ends ours. */
const DESCRIPTION_MAX = 200;

export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '') // markdown images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // markdown links keep their text
    .replace(/^\s{0,3}(?:#{1,6}|>)\s*/gm, '') // headings and quotes at line start
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** Stored images are site paths (/uploads/...); a preview needs an absolute URL. */
export function absoluteUrl(value: string | null, publicUrl: string): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  return `${publicUrl.replace(/\/+$/, '')}${value}`;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The preview for a shareable page (/blog/{slug}, /stories/{id}, /partners/{slug}), or null for any
 * other path and for what does not exist or is not public (then the default tags stay).
 */
export async function findLinkPreview(db: Db, pathname: string, publicUrl: string): Promise<LinkPreview | null> {
  const match = /^\/(blog|stories|partners)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const [, kind, raw] = match;
  const key = decode(raw!);
  if (!key) return null;
  const base = publicUrl.replace(/\/+$/, '');
  const url = `${base}/${kind}/${encodeURIComponent(key)}`;

  if (kind === 'blog') {
    if (!BLOG_SLUG_PATTERN.test(key) || key.length > 200) return null;
    const post = await findPublishedBlogPost(db, key);
    if (!post) return null;
    return { title: pageTitle(post.title), description: summarize(post.excerpt || post.content), image: absoluteUrl(post.featured_image, base), url, type: 'article' };
  }
  if (kind === 'stories') {
    if (!/^\d{1,15}$/.test(key)) return null;
    const story = await findStoryForPreview(db, Number(key));
    if (!story) return null;
    const description = summarize(story.content) || `A traveller's story from ${story.destination}.`;
    return { title: pageTitle(story.title), description, image: absoluteUrl(story.image, base), url, type: 'article' };
  }
  if (!BLOG_SLUG_PATTERN.test(key) || key.length > 160) return null;
  const partner = await findPartnerForPreview(db, key);
  if (!partner) return null;
  const place = [partner.city, partner.country].filter(Boolean).join(', ');
  const fallback = `${partner.companyName}${place ? ` in ${place}` : ''}: a partner of ${SITE_NAME}.`;
  return {
    title: pageTitle(partner.companyName),
    description: summarize(partner.companyDescription ?? '') || fallback,
    image: absoluteUrl(partner.logoUrl, base),
    url,
    type: 'website',
  };
}
