import path from 'node:path';

/** Every stored name is new (a random UUID), so an object never changes: a year, and no revalidation. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** An image never needs to run anything, even if opened directly. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/**
 * The content type answered for a key, from its extension alone, the same for every store: what a bucket
 * recorded at upload is not trusted (nosniff makes the browser believe this header).
 */
export function contentTypeOf(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}
