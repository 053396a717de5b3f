import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Where an upload is stored since decision 0023: `/uploads/<folder>/<uuid>-<W>x<H>.webp`, its size in its name. */
export const storedImagePath = (folder: string) => new RegExp(`^/uploads/${folder}/${UUID}-[1-9]\\d*x[1-9]\\d*\\.webp$`);

/**
 * The rendered <img> of an upload in `folder`: named as stored, offering the stored widths (the 320w one at
 * least, which must be served) for the browser to pick from, and reserving its size so nothing shifts.
 * Returns its src. The upload must be wider than 320px, or there is no smaller width to offer.
 */
export async function expectResponsiveImg(img: Locator, folder: string): Promise<string> {
  const src = (await img.getAttribute('src')) ?? '';
  expect(src).toMatch(storedImagePath(folder));
  const [, width, height] = /-(\d+)x(\d+)\.webp$/.exec(src)!;
  expect(await img.getAttribute('width')).toBe(width);
  expect(await img.getAttribute('height')).toBe(height);
  const narrowest = src.replace(/\.webp$/, '-320w.webp');
  expect(await img.getAttribute('srcset')).toContain(`${narrowest} 320w`);
  expect(await img.getAttribute('sizes')).toBeTruthy();
  expect((await img.page().request.get(narrowest)).headers()['content-type']).toBe('image/webp');
  return src;
}
