import type { ComponentProps, ReactNode } from 'react';
import type { ResponsiveImage } from '@mt/shared';
import { imageSrc, safeSrcset } from '@/lib/image-src';

/** The attributes this component decides; any other <img> attribute (data-*, style, …) passes through. */
type Decided = 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading' | 'fetchPriority' | 'decoding';

export interface ResponsiveImgProps extends Omit<ComponentProps<'img'>, Decided> {
  /** What the API hands out beside the plain URL (decision 0023); null shows `fallback`. */
  image: ResponsiveImage | null | undefined;
  alt: string;
  /**
   * How wide the picture is drawn, as the `sizes` attribute. Required: without it a browser takes 100vw and
   * fetches a phone-screen-wide file for every thumbnail. Only written out when there is a srcset.
   */
  sizes: string;
  /** The page's likely LCP picture: fetched first and at once. Everything else waits until it nears the viewport. */
  priority?: boolean;
  /** Shown instead when there is no usable image (none, or a URL we do not serve). */
  fallback?: ReactNode;
}

/**
 * One <img> with the stored widths to choose from and its intrinsic size reserved, so the browser fetches
 * the smallest file that fills the box and nothing moves when it arrives. React sets sizes and srcset before
 * src, so no full-size download starts first.
 */
export function ResponsiveImg({ image, alt, sizes, priority = false, fallback = null, ...rest }: ResponsiveImgProps) {
  const src = imageSrc(image?.url);
  if (!image || !src) return <>{fallback}</>;
  const srcset = safeSrcset(image.srcset);
  return (
    <img
      src={src}
      srcSet={srcset ?? undefined}
      sizes={srcset ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      {...rest}
    />
  );
}

/**
 * `sizes` for a card in the site's 1/2/3-column grid (sm:grid-cols-2 lg:grid-cols-3 gap-6 in a Container):
 * past the Container's 72rem a column stays (72rem - 2 * 2rem padding - 2 * 1.5rem gaps) / 3, about 347px.
 */
export const CARD_GRID_SIZES = '(min-width: 1152px) 347px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
