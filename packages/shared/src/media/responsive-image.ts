/**
 * Responsive images without extra database columns (docs/decisions/0023-responsive-images.md).
 *
 * An upload is stored as a main WebP whose file name carries its intrinsic size, `<stem>-<W>x<H>.webp`, and
 * beside it one WebP per width of RESPONSIVE_IMAGE_WIDTHS below W, `<stem>-<W>x<H>-<w>w.webp`. Every column keeps
 * holding the main URL, so anything reading `image_url` and friends works as before; the size and the
 * `srcset` are derived from that URL alone. This file has no zod on purpose: the web app can import it
 * without pulling schemas into its first chunk.
 */

/** Widths made at upload, each only when smaller than the main image (the main is at most the last one). */
export const RESPONSIVE_IMAGE_WIDTHS = [320, 640, 960, 1280, 1600] as const;
/** The widest main image the pipeline keeps. */
export const RESPONSIVE_IMAGE_MAX_WIDTH = 1600;

/** What the API hands out beside a plain image URL. */
export interface ResponsiveImage {
  /** The main image, the same URL as the plain field. */
  url: string;
  /** Intrinsic size of the main image; null for images stored before sizes were recorded, or not ours. */
  width: number | null;
  height: number | null;
  /** `url 320w, …, url <W>w`, ready for the attribute; null when there is nothing to choose from. */
  srcset: string | null;
}

const SIZED_MAIN = /^(\/uploads\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+?)-([1-9]\d{0,4})x([1-9]\d{0,4})\.webp$/;

/** The smaller widths stored beside a main image `width` pixels wide. */
export function variantWidths(width: number): number[] {
  return RESPONSIVE_IMAGE_WIDTHS.filter((w) => w < width);
}

/** File name of the main image: `<stem>-<W>x<H>.webp`. */
export const sizedMainName = (stem: string, width: number, height: number) => `${stem}-${width}x${height}.webp`;

/** File name (or URL) of one smaller width beside a main image name (or URL). */
export const variantName = (main: string, width: number) => main.replace(/\.webp$/, `-${width}w.webp`);

/** Width and height written in a main image's name, or null for any other URL. */
export function sizeFromUrl(url: string): { width: number; height: number } | null {
  const m = SIZED_MAIN.exec(url);
  return m ? { width: Number(m[2]), height: Number(m[3]) } : null;
}

/** The responsive description of a stored image URL; null only when there is no image at all. */
export function describeImage(url: string | null | undefined): ResponsiveImage | null {
  if (!url) return null;
  const size = sizeFromUrl(url);
  if (!size) return { url, width: null, height: null, srcset: null };
  const smaller = variantWidths(size.width).map((w) => `${variantName(url, w)} ${w}w`);
  return { url, ...size, srcset: smaller.length ? [...smaller, `${url} ${size.width}w`].join(', ') : null };
}
