import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describeImage, SLIDESHOW_AUTOPLAY_MS, SLIDESHOW_TRANSITION_MS, type ResponsiveImage } from '@mt/shared';
import { imageIndexFromQuery } from '../utils/story-text';
import { PhotoSlideshow } from './photo-slideshow';

const photos = ['a', 'b', 'c'].map((stem) => describeImage(`/uploads/stories/${stem}-1280x960.webp`) as ResponsiveImage);
const SIZES = '(min-width: 896px) 832px, 100vw';
const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent;
const photo = () => screen.getByRole('img', { name: /^Photo \d+ of 3$/ });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PhotoSlideshow', () => {
  it('moves with previous/next, which are disabled at the ends, and shows the counter', () => {
    render(<PhotoSlideshow photos={photos} sizes={SIZES} title="Lions" />);
    expect(counter()).toBe('1 / 3');
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('3 / 3');
    expect(photo()).toHaveAttribute('src', photos[2]!.url);
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to photo 1' }));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(counter()).toBe('2 / 3');
  });

  it('raises the transition flag for 300 ms', () => {
    render(<PhotoSlideshow photos={photos} sizes={SIZES} title="Lions" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAttribute('data-transitioning', 'true');
    act(() => void vi.advanceTimersByTime(SLIDESHOW_TRANSITION_MS - 1));
    expect(photo()).toHaveAttribute('data-transitioning', 'true');
    act(() => void vi.advanceTimersByTime(1));
    expect(photo()).toHaveAttribute('data-transitioning', 'false');
  });

  it('autoplays every 5 s and wraps to the first photo after the last', () => {
    render(<PhotoSlideshow photos={photos} sizes={SIZES} initialIndex={1} title="Lions" />);
    act(() => void vi.advanceTimersByTime(SLIDESHOW_AUTOPLAY_MS - 1));
    expect(counter()).toBe('2 / 3');
    act(() => void vi.advanceTimersByTime(1));
    expect(counter()).toBe('3 / 3');
    act(() => void vi.advanceTimersByTime(SLIDESHOW_AUTOPLAY_MS));
    expect(counter()).toBe('1 / 3');
  });

  it('stops autoplay when paused', () => {
    render(<PhotoSlideshow photos={photos} sizes={SIZES} title="Lions" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => void vi.advanceTimersByTime(SLIDESHOW_AUTOPLAY_MS * 3));
    expect(counter()).toBe('1 / 3');
  });

  it.each([
    ['the system setting', () => vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(prefers-reduced-motion: reduce)' }))],
    ['the accessibility widget', () => document.documentElement.classList.add('a11y-reduce-motion')],
  ])('waits for Play when the visitor asked for reduced motion in %s', (_where, ask) => {
    ask();
    try {
      render(<PhotoSlideshow photos={photos} sizes={SIZES} title="Lions" />);
      act(() => void vi.advanceTimersByTime(SLIDESHOW_AUTOPLAY_MS * 3));
      expect(counter()).toBe('1 / 3');
      fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
      act(() => void vi.advanceTimersByTime(SLIDESHOW_AUTOPLAY_MS));
      expect(counter()).toBe('2 / 3');
    } finally {
      vi.unstubAllGlobals();
      document.documentElement.classList.remove('a11y-reduce-motion');
    }
  });

  it('offers the stored widths for the page column, the whole screen in fullscreen, and small ones for thumbnails', () => {
    render(<PhotoSlideshow photos={photos} sizes={SIZES} title="Lions" />);
    expect(photo()).toHaveAttribute('srcset', expect.stringContaining('/uploads/stories/a-1280x960-320w.webp 320w'));
    expect(photo()).toHaveAttribute('sizes', SIZES);
    expect(photo()).toHaveAttribute('width', '1280');
    expect(photo()).toHaveAttribute('height', '960');
    expect(photo()).toHaveAttribute('loading', 'lazy');
    const thumbs = screen.getByRole('list', { name: 'Thumbnails' }).querySelectorAll('img');
    expect(thumbs).toHaveLength(3);
    thumbs.forEach((img) => expect(img).toHaveAttribute('sizes', '96px'));
    fireEvent.click(screen.getByRole('button', { name: 'View fullscreen' }));
    expect(photo()).toHaveAttribute('sizes', '100vw');
  });

  it('answers the arrow keys and Escape only in fullscreen', () => {
    render(<PhotoSlideshow photos={photos} sizes={SIZES} title="Lions" />);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'View fullscreen' }));
    expect(screen.getByRole('dialog', { name: 'Photos of Lions' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('3 / 3');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(counter()).toBe('2 / 3');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(counter()).toBe('2 / 3');
  });
});

describe('imageIndexFromQuery', () => {
  it.each<[string | null, number]>([
    ['2', 2],
    ['0', 0],
    ['3', 0],
    ['-1', 0],
    ['1.5', 0],
    ['abc', 0],
    ['', 0],
    [' 1', 0],
    ['1e0', 0],
    [null, 0],
    ['99999999999999999999', 0],
  ])('reads %j as %i in a gallery of 3', (value, expected) => {
    expect(imageIndexFromQuery(value, 3)).toBe(expected);
  });
});
