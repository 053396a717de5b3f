import { describe, expect, it } from 'vitest';
import { describeImage, sizeFromUrl, sizedMainName, variantName, variantWidths } from './responsive-image';

describe('responsive image names', () => {
  it('makes only the standard widths below the main width', () => {
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1000)).toEqual([320, 640, 960]);
    expect(variantWidths(320)).toEqual([]);
  });

  it('reads the size back from the name it writes, and only from a main image', () => {
    const main = `/uploads/${sizedMainName('stories/0b6f2c1e-1111-4222-8333-444455556666', 1600, 1067)}`;
    expect(main).toBe('/uploads/stories/0b6f2c1e-1111-4222-8333-444455556666-1600x1067.webp');
    expect(sizeFromUrl(main)).toEqual({ width: 1600, height: 1067 });
    expect(sizeFromUrl(variantName(main, 640))).toBeNull();
    expect(sizeFromUrl('/uploads/stories/0b6f2c1e-1111-4222-8333-444455556666.webp')).toBeNull();
    expect(sizeFromUrl('https://cdn.example/a-100x100.webp')).toBeNull();
  });
});

describe('describeImage', () => {
  it('lists every stored width and the main image last in the srcset', () => {
    expect(describeImage('/uploads/blog/a-1200x800.webp')).toEqual({
      url: '/uploads/blog/a-1200x800.webp',
      width: 1200,
      height: 800,
      srcset: '/uploads/blog/a-1200x800-320w.webp 320w, /uploads/blog/a-1200x800-640w.webp 640w, /uploads/blog/a-1200x800-960w.webp 960w, /uploads/blog/a-1200x800.webp 1200w',
    });
  });

  it('gives a small image its size but no srcset, an old or foreign image only its URL, and no image null', () => {
    expect(describeImage('/uploads/avatars/a-256x256.webp')).toEqual({ url: '/uploads/avatars/a-256x256.webp', width: 256, height: 256, srcset: null });
    expect(describeImage('/uploads/blog/a.webp')).toEqual({ url: '/uploads/blog/a.webp', width: null, height: null, srcset: null });
    expect(describeImage(null)).toBeNull();
    expect(describeImage('')).toBeNull();
  });
});
