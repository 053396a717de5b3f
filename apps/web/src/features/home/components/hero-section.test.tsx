import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HeroSection } from './hero-section';

function renderHero() {
  const router = createMemoryRouter([{ path: '/', element: <HeroSection /> }]);
  return render(<RouterProvider router={router} />);
}

describe('HeroSection', () => {
  it('shows the collage as a decorative picture with its size reserved, so nothing shifts when it arrives', () => {
    const { container } = renderHero();
    const img = container.querySelector('picture img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('1040');
    expect(img?.getAttribute('height')).toBe('920');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('loads the collage on wide screens only, in the generated widths', () => {
    const { container } = renderHero();
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(min-width: 1024px)');
    expect(source?.getAttribute('srcset')).toContain('/hero/hero-560.webp 560w');
    expect(source?.getAttribute('srcset')).toContain('/hero/hero-1040.webp 1040w');
    // Phones fall back to an inline pixel: no request for a picture they do not show.
    expect(container.querySelector('picture img')?.getAttribute('src')).toMatch(/^data:/);
  });
});
