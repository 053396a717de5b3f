import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors';
import type { MediaStore } from './media-store';
import { encodeResponsive, storeResponsive, type EncodedImage, type EncodeOptions } from './responsive-variants';

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

export type ImageOptions = EncodeOptions;
export type ProcessedImage = EncodedImage;

/**
 * Checks what the bytes really are, then re-encodes them: orientation applied, metadata (EXIF, GPS, ICC
 * comments) dropped, size capped, WebP out, in every responsive width below the main one (decision 0023).
 * Whatever trailed the image data (a polyglot's HTML) is gone.
 */
export async function processImage(input: Buffer, opts: ImageOptions = {}): Promise<ProcessedImage> {
  if (input.length === 0) throw badRequest(IMAGE_TYPE_MESSAGE);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED_MIME.has(type.mime)) throw badRequest(IMAGE_TYPE_MESSAGE);

  try {
    // failOn 'error' also refuses truncated data; animated GIF/WebP keep only their first frame.
    return await encodeResponsive(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate(), opts);
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw badRequest(IMAGE_TOO_LARGE_MESSAGE);
    throw badRequest(IMAGE_UNREADABLE_MESSAGE);
  }
}

export interface SavedImage {
  /** Public URL of the main image, its size in the name (`<uuid>-<W>x<H>.webp`). */
  url: string;
  width: number;
  height: number;
}

/** Runs the pipeline and stores the main image and its widths under a fresh random name in `folder` (e.g. 'stories'). */
export async function saveImage(store: MediaStore, input: Buffer, folder: string, opts?: ImageOptions): Promise<SavedImage> {
  const image = await processImage(input, opts);
  const { url } = await storeResponsive(store, image, folder);
  return { url, width: image.width, height: image.height };
}
