import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoryDto } from '@mt/shared';
import { renderWithClient, storyOf } from '../testing/story-fixtures';
import StoriesPage from './stories-page';

const page = (stories: StoryDto[], n: number, pages: number, total: number) =>
  new Response(
    JSON.stringify({
      success: true,
      data: { stories, featuredStory: stories[0] ?? null, filters: { destinations: ['Serengeti, Tanzania', 'Zanzibar'], tripTypes: ['Adventure', 'Family'] }, pagination: { page: n, pages, total, limit: 9 } },
    }),
    { status: 200 },
  );
const urlOf = (mock: ReturnType<typeof vi.fn>, call: number) => new URL(String(mock.mock.calls[call]![0]));
afterEach(() => vi.unstubAllGlobals());

describe('StoriesPage', () => {
  it('loads more cumulatively while page < pages', async () => {
    const first = Array.from({ length: 9 }, (_, i) => storyOf({ id: i + 1, title: `Story ${i + 1}` }));
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(page(first, 1, 2, 10)).mockResolvedValueOnce(page([storyOf({ id: 10, title: 'Story 10' })], 2, 2, 10));
    vi.stubGlobal('fetch', fetchMock);
    renderWithClient(<StoriesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Traveller Stories' })).toBeInTheDocument();
    expect(await screen.findByText('10 stories found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Featured Story' })).toBeInTheDocument();
    expect(urlOf(fetchMock, 0).searchParams.get('limit')).toBe('9');
    await userEvent.click(screen.getByRole('button', { name: 'Load More Stories' }));
    expect(await screen.findByRole('link', { name: 'Story 10' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Story 1' })).toBeInTheDocument();
    expect(urlOf(fetchMock, 1).searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load More Stories' })).toBeNull();
  });

  it('enables Clear All only with a filter, shows chips and reloads from page 1', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(page([storyOf()], 1, 1, 1)).mockResolvedValue(page([], 1, 0, 0));
    vi.stubGlobal('fetch', fetchMock);
    renderWithClient(<StoriesPage />);
    expect(await screen.findByText('1 story found')).toBeInTheDocument();
    const clear = screen.getByRole('button', { name: 'Clear All' });
    expect(clear).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Minimum rating'), '4');
    expect(await screen.findByText('No stories found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or check back later for new stories.')).toBeInTheDocument();
    expect(urlOf(fetchMock, 1).searchParams.get('minRating')).toBe('4');
    expect(urlOf(fetchMock, 1).searchParams.get('page')).toBe('1');
    expect(within(screen.getByRole('list', { name: 'Active filters' })).getByRole('button', { name: /Minimum rating: 4\+/ })).toBeInTheDocument();
    expect(clear).toBeEnabled();
    await userEvent.click(clear);
    expect(await screen.findByText('1 story found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('says so when stories cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response(null, { status: 500 })));
    renderWithClient(<StoriesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load stories. Please try again later.');
  });
});
