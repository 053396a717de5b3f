import { randomUUID } from 'node:crypto';
import type { Sharp } from 'sharp';
import { RESPONSIVE_IMAGE_MAX_WIDTH, sizeFromUrl, sizedMainName, variantName, variantWidths } from '@mt/shared';
import { keyFromMediaUrl, type MediaStore } from './media-store';

export interface EncodeOptions {
  /** Longest allowed width of the main image (default RESPONSIVE_IMAGE_MAX_WIDTH). */
  maxWidth?: number;
  /** WebP quality (default 80). */
  quality?: number;
  /** WebP effort 0–6 (sharp's default 4); the seed trades a few bytes for speed. */
  effort?: number;
}

export interface EncodedImage {
  main: Buffer;
  width: number;
  height: number;
  /** One WebP per RESPONSIVE_IMAGE_WIDTHS entry below `width`, narrowest first. */
  variants: { width: number; data: Buffer }[];
}

/**
 * Encodes a decoded picture (uploads and the seed's drawn scenes alike) to the main WebP and its smaller
 * widths. The main comes first because the widths to make depend on its size; each width is resized from the
 * source, not from the main, so nothing is encoded twice.
 */
export async function encodeResponsive(source: Sharp, opts: EncodeOptions = {}): Promise<EncodedImage> {
  const maxWidth = opts.maxWidth ?? RESPONSIVE_IMAGE_MAX_WIDTH;
  const webp = { quality: opts.quality ?? 80, ...(opts.effort === undefined ? {} : { effort: opts.effort }) };
  // Height capped at three widths, so a very tall strip cannot become a huge main image.
  const main = await source
    .clone()
    .resize({ width: maxWidth, height: maxWidth * 3, fit: 'inside', withoutEnlargement: true })
    .webp(webp)
    .toBuffer({ resolveWithObject: true });
  const variants = await Promise.all(
    variantWidths(main.info.width).map(async (width) => ({
      width,
      data: await source.clone().resize({ width }).webp(webp).toBuffer(),
    })),
  );
  return { main: main.data, width: main.info.width, height: main.info.height, variants };
}

export interface StoredImage {
  /** Public URL of the main image: the value that goes into the image column. */
  url: string;
  /** Every key written (main and widths), for a caller that may have to remove them again. */
  keys: string[];
}

/**
 * Stores the main image and its widths under a fresh random name in `folder` (one of ours, e.g. 'stories'),
 * named so the API can describe it from the URL alone (@mt/shared describeImage). All or nothing: when one
 * write fails, the ones already made are removed.
 */
export async function storeResponsive(store: MediaStore, image: EncodedImage, folder: string): Promise<StoredImage> {
  const mainKey = sizedMainName(`${folder}/${randomUUID()}`, image.width, image.height);
  const files = [{ key: mainKey, data: image.main }, ...image.variants.map((v) => ({ key: variantName(mainKey, v.width), data: v.data }))];
  const written: string[] = [];
  try {
    let url = '';
    for (const file of files) {
      const stored = await store.put(file.key, file.data, 'image/webp');
      written.push(file.key);
      if (file.key === mainKey) url = stored;
    }
    return { url, keys: written };
  } catch (err) {
    await Promise.all(written.map((key) => store.delete(key).catch(() => undefined)));
    throw err;
  }
}

/**
 * Keys of every file behind one of our image URLs: the main image, its widths, and the thumbnail that images
 * stored before decision 0023 had. Empty for anything not ours (external links).
 */
export function storedKeysOf(url: string): string[] {
  const key = keyFromMediaUrl(url);
  if (!key) return [];
  const size = sizeFromUrl(url);
  const extra = size ? variantWidths(size.width).map((w) => variantName(key, w)) : [key.replace(/\.webp$/, '-thumb.webp')];
  return [key, ...extra];
}
