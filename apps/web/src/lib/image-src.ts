/**
 * Spec 2: images load from the site prefix plus the stored URL. Stored paths are site-relative
 * (/uploads/...); absolute http(s) URLs (a service's image_url may be one) are used as they are; anything
 * else (javascript:, data:, a bare file name) is not an image we serve, so it is not put in an <img>.
 */
export function imageSrc(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/')) return url;
  return null;
}

/** A srcset whose every candidate passes imageSrc, else null: one bad entry would undo the check above. */
export function safeSrcset(srcset: string | null | undefined): string | null {
  if (!srcset) return null;
  const candidates = srcset.split(',').map((c) => c.trim().split(/\s+/)[0]);
  return candidates.every((u) => imageSrc(u) !== null) ? srcset : null;
}
