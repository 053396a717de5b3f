import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors';
import type { MediaStore } from './media-store';

export const IMAGE_TYPE_MESSAGE = 'Please upload a JPG, PNG, GIF or WebP image.';
export const IMAGE_UNREADABLE_MESSAGE = 'The image could not be read. It may be damaged or incomplete; please try another file.';
export const IMAGE_TOO_LARGE_MESSAGE = 'The image has too many pixels. Please upload an image under 40 megapixels.';

/**
 * Decided by magic bytes, never by file name or the client's content type (file-type reports an animated PNG as
 * image/apng). SVG is refused: it can carry script, and file-type cannot sniff it anyway.
 */
const ALLOWED_MIME = new Set(['image/jpeg', 'image/png', 'image/apng', 'image/gif', 'image/webp']);
/** Decompression-bomb guard: sharp's default is about 268 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageOptions {
  /** Longest allowed width of the main image (default 1600). */
  maxWidth?: number;
  /** Width of the thumbnail (default 400). */
  thumbWidth?: number;
  /** WebP quality of the main image (default 80). */
  quality?: number;
}

export interface ProcessedImage {
  main: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Checks what the bytes really are, then re-encodes them: orientation applied, metadata (EXIF, GPS, ICC
 * comments) dropped, size capped, WebP out. Whatever trailed the image data (a polyglot's HTML) is gone.
 */
export async function processImage(input: Buffer, opts: ImageOptions = {}): Promise<ProcessedImage> {
  const maxWidth = opts.maxWidth ?? 1600;
  const thumbWidth = opts.thumbWidth ?? 400;
  const quality = opts.quality ?? 80;
  if (input.length === 0) throw badRequest(IMAGE_TYPE_MESSAGE);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED_MIME.has(type.mime)) throw badRequest(IMAGE_TYPE_MESSAGE);

  try {
    // failOn 'error' also refuses truncated data; animated GIF/WebP keep only their first frame.
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate();
    const [main, thumb] = await Promise.all([
      base
        .clone()
        .resize({ width: maxWidth, height: maxWidth * 3, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer({ resolveWithObject: true }),
      base
        .clone()
        .resize({ width: thumbWidth, height: thumbWidth * 3, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: Math.min(quality, 75) })
        .toBuffer(),
    ]);
    return { main: main.data, thumb, width: main.info.width, height: main.info.height };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw badRequest(IMAGE_TOO_LARGE_MESSAGE);
    throw badRequest(IMAGE_UNREADABLE_MESSAGE);
  }
}

export interface SavedImage {
  url: string;
  thumbnailUrl: string;
}

/** Runs the pipeline and stores main and thumbnail under fresh random keys in `folder` (one of ours, e.g. 'stories'). */
export async function saveImage(store: MediaStore, input: Buffer, folder: string, opts?: ImageOptions): Promise<SavedImage> {
  const { main, thumb } = await processImage(input, opts);
  const base = `${folder}/${randomUUID()}`;
  const url = await store.put(`${base}.webp`, main, 'image/webp');
  try {
    const thumbnailUrl = await store.put(`${base}-thumb.webp`, thumb, 'image/webp');
    return { url, thumbnailUrl };
  } catch (err) {
    await store.delete(`${base}.webp`).catch(() => undefined);
    throw err;
  }
}
