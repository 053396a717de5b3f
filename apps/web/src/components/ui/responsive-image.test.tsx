import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { describeImage, type ResponsiveImage } from '@mt/shared';
import { ResponsiveImg } from './responsive-image';

const stored = describeImage('/uploads/services/0b5e-1280x800.webp')!;
const renderImg = (image: ResponsiveImage | null, extra: { priority?: boolean } = {}) =>
  render(<ResponsiveImg image={image} alt="A dhow" sizes="(min-width: 640px) 50vw, 100vw" className="size-full" fallback={<p>no picture</p>} {...extra} />).container;

describe('ResponsiveImg', () => {
  it('offers the stored widths with sizes, and reserves the intrinsic size', () => {
    const img = renderImg(stored).querySelector('img')!;
    expect(img).toHaveAttribute('src', '/uploads/services/0b5e-1280x800.webp');
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/services/0b5e-1280x800-320w.webp 320w, /uploads/services/0b5e-1280x800-640w.webp 640w, ' +
        '/uploads/services/0b5e-1280x800-960w.webp 960w, /uploads/services/0b5e-1280x800.webp 1280w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 640px) 50vw, 100vw');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('alt', 'A dhow');
    expect(img).toHaveClass('size-full');
  });

  it('waits until the picture nears the viewport, and decodes off the main thread, by default', () => {
    const img = renderImg(stored).querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches a priority picture at once and first', () => {
    const img = renderImg(stored, { priority: true }).querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('decoding');
  });

  it('shows an image without known size or widths as a plain img, without sizes', () => {
    const img = renderImg(describeImage('https://cdn.example.com/dhow.jpg')).querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/dhow.jpg');
    for (const attr of ['srcset', 'sizes', 'width', 'height']) expect(img).not.toHaveAttribute(attr);
  });

  it.each([
    ['no image', null],
    ['a javascript: URL', describeImage('javascript:alert(1)')],
    ['a bare file name', describeImage('dhow.webp')],
  ])('renders the fallback for %s', (_what, image) => {
    const container = renderImg(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('no picture');
  });

  it('drops a srcset that names a URL we do not serve, keeping the main picture', () => {
    const img = renderImg({ ...stored, srcset: `${stored.srcset!}, javascript:alert(1) 2000w` }).querySelector('img')!;
    expect(img).toHaveAttribute('src', stored.url);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
