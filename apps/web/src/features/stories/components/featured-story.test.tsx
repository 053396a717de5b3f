import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { STORY_FEATURED_EXCERPT, storyTexts } from '@mt/shared';
import { renderWithClient, storyOf } from '../testing/story-fixtures';
import { FeaturedStory } from './featured-story';

describe('FeaturedStory', () => {
  it('shows a 300-character excerpt and a Read full story link to the story', () => {
    const content = `${'Lions at the river. '.repeat(20)}THE-END`;
    renderWithClient(<FeaturedStory story={storyOf({ id: 12, content, verified: true })} />);
    expect(screen.getByRole('heading', { name: storyTexts.featuredStory })).toBeInTheDocument();
    const shown = screen.getByText(/^Lions at the river/).textContent!;
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(STORY_FEATURED_EXCERPT + 1);
    expect(shown.length).toBeGreaterThan(STORY_FEATURED_EXCERPT * 0.8);
    expect(shown).not.toContain('THE-END');
    expect(screen.getByRole('link', { name: /Read full story/ })).toHaveAttribute('href', '/stories/12');
    expect(screen.getByText(storyTexts.verifiedTrip)).toBeInTheDocument();
  });

  it('fetches its cover first and at once, from the stored widths, with the size reserved', () => {
    renderWithClient(<FeaturedStory story={storyOf({ cover_image: '/uploads/stories/c0-1600x1067.webp' })} />);
    const img = document.querySelector('section img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/uploads/stories/c0-1600x1067-320w.webp 320w'));
    expect(img).toHaveAttribute('sizes', expect.stringContaining('(min-width: 768px) 50vw'));
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1067');
  });

  it('shows no picture without a cover', () => {
    renderWithClient(<FeaturedStory story={storyOf({ cover_image: null })} />);
    expect(document.querySelector('section img')).toBeNull();
  });

  it('shows a story of at most 300 characters whole', () => {
    const content = 'x'.repeat(STORY_FEATURED_EXCERPT);
    renderWithClient(<FeaturedStory story={storyOf({ content })} />);
    expect(screen.getByText(content)).toBeInTheDocument();
  });
});
