/**
 * Spec 2: images load from the site prefix plus image_url. Stored paths are site-relative
 * (/uploads/...); absolute http(s) URLs are used as they are; anything else is not an image we serve.
 */
export function serviceImageSrc(imageUrl: string | null | undefined): string | null {
  if (!imageUrl) return null;
  if (/^https?:\/\//i.test(imageUrl)) return imageUrl;
  if (imageUrl.startsWith('/')) return imageUrl;
  return null;
}
