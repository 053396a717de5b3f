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

  it('shows a story of at most 300 characters whole', () => {
    const content = 'x'.repeat(STORY_FEATURED_EXCERPT);
    renderWithClient(<FeaturedStory story={storyOf({ content })} />);
    expect(screen.getByText(content)).toBeInTheDocument();
  });
});
