import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { STORY_CARD_EXCERPT, type StoriesListResponse, type StoryDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { useStories } from '../api/get-stories';
import { storyKeys } from '../api/story-keys';
import { renderWithClient, storyOf } from '../testing/story-fixtures';
import { StoryCard } from './story-card';

const user = { id: 1, name: 'Ada', email: 'ada@example.com', user_type: 'traveller' as const, userType: 'traveller' as const, companyName: null, profile_image: null, created_at: '2025-01-01T00:00:00.000Z' };
beforeEach(() => useSession.setState({ user: null, token: null }));
afterEach(() => vi.unstubAllGlobals());

describe('StoryCard', () => {
  it('cuts the content at 200 characters with Read more, and expands it', async () => {
    const content = `${'word '.repeat(60)}THE-END`;
    renderWithClient(<StoryCard story={storyOf({ content })} />);
    const shown = screen.getByText(/^word/);
    expect(shown.textContent!.length).toBeLessThanOrEqual(STORY_CARD_EXCERPT + 1);
    expect(shown.textContent).not.toContain('THE-END');
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(/THE-END/)).toBeInTheDocument();
  });

  it('shows a 200-character story whole, without Read more', () => {
    renderWithClient(<StoryCard story={storyOf({ content: 'x'.repeat(STORY_CARD_EXCERPT) })} />);
    expect(screen.getByText('x'.repeat(STORY_CARD_EXCERPT))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('shows up to 3 thumbnails and a "+N more" tile linking into the slideshow', () => {
    const media_gallery = Array.from({ length: 5 }, (_, i) => `/uploads/stories/p${i}.webp`);
    renderWithClient(<StoryCard story={storyOf({ media_gallery })} />);
    const list = screen.getByRole('list', { name: 'Photos' });
    const photos = within(list);
    expect(list.querySelectorAll('img')).toHaveLength(3);
    expect(photos.getByRole('link', { name: 'Photo 2 of 5' })).toHaveAttribute('href', '/stories/7?image=1');
    expect(photos.getByRole('link', { name: '+2 more' })).toHaveAttribute('href', '/stories/7?image=3');
  });

  it('lazy-loads the cover and thumbnails from the stored widths, with their sizes reserved', () => {
    const sized = (stem: string) => `/uploads/stories/${stem}-1600x1200.webp`;
    renderWithClient(<StoryCard story={storyOf({ cover_image: sized('cover'), media_gallery: [sized('p0'), sized('p1')] })} />);
    const [cover, ...thumbs] = Array.from(document.querySelectorAll('article img'));
    expect(cover).toHaveAttribute('srcset', expect.stringContaining(`${sized('cover').replace('.webp', '-320w.webp')} 320w`));
    expect(cover).toHaveAttribute('sizes', expect.stringContaining('33vw'));
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '1200');
    expect(thumbs).toHaveLength(2);
    for (const img of [cover, ...thumbs]) expect(img).toHaveAttribute('loading', 'lazy');
    expect(thumbs[0]).toHaveAttribute('sizes', expect.stringContaining('25vw'));
  });

  it('has no "+N more" tile with exactly 3 photos', () => {
    renderWithClient(<StoryCard story={storyOf({ media_gallery: ['/a.webp', '/b.webp', '/c.webp'] })} />);
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('falls back to initials without an avatar, and to Anonymous without a name', () => {
    renderWithClient(
      <>
        <StoryCard story={storyOf({ id: 1, traveler_name: 'amina wanjiru mwangi' })} />
        <StoryCard story={storyOf({ id: 2, traveler_name: null, verified: true })} />
      </>,
    );
    const [first, second] = screen.getAllByTestId('avatar-initials');
    expect(first).toHaveTextContent('AM');
    expect(second).toHaveTextContent('A');
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getAllByText('Verified Trip')).toHaveLength(1);
  });

  it('renders markup in a story as text', () => {
    renderWithClient(<StoryCard story={storyOf({ title: '<img src=x onerror=alert(1)>', content: '<script>alert(1)</script>' })} />);
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('builds share links to the story’s absolute address', async () => {
    renderWithClient(<StoryCard story={storyOf({ title: 'Lions & more' })} />);
    await userEvent.click(screen.getByRole('button', { name: /Share/ }));
    const url = encodeURIComponent(`${window.location.origin}/stories/7`);
    expect(await screen.findByRole('link', { name: 'Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(screen.getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', `https://twitter.com/intent/tweet?url=${url}&text=Lions%20%26%20more`);
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Lions & more ${window.location.origin}/stories/7`)}`);
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=Lions%20%26%20more&body=.*stories%2F7/);
  });
});

/** Cards as the list page shows them: read from the cached list, so cache updates re-render them. */
function CachedList() {
  const q = useStories({});
  const page = q.data?.pages[0]?.data;
  return (
    <>
      {page?.stories.map((s) => <StoryCard key={s.id} story={s} />)}
      <p data-testid="featured-likes">{page?.featuredStory?.like_count}</p>
    </>
  );
}
const listOf = (story: StoryDto): InfiniteData<StoriesListResponse> => ({
  pageParams: [1],
  pages: [{ success: true, data: { stories: [story], featuredStory: story, filters: { destinations: [], tripTypes: [] }, pagination: { page: 1, pages: 1, total: 1, limit: 9 } } }],
});

describe('StoryCard like button', () => {
  function setup(story = storyOf()) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
    client.setQueryData(storyKeys.list({}), listOf(story));
    return renderWithClient(<CachedList />, client);
  }

  it('moves the count at once, then takes the server’s like_count in the card and the featured story', async () => {
    useSession.setState({ user, token: 'tok' });
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((r) => (answer = r)));
    vi.stubGlobal('fetch', fetchMock);
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /^Like/ }));
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: /^Unlike/ })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ action: 'like' });
    answer(new Response(JSON.stringify({ success: true, data: { like_count: 9, userHasLiked: true } }), { status: 200 }));
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('9'));
    expect(screen.getByTestId('featured-likes')).toHaveTextContent('9');
  });

  it('puts the count back when the server refuses', async () => {
    useSession.setState({ user, token: 'tok' });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ message: 'nope' }), { status: 500 })));
    setup(storyOf({ userHasLiked: true, like_count: 5 }));
    await userEvent.click(await screen.findByRole('button', { name: /^Unlike/ }));
    expect(await screen.findByRole('button', { name: /^Unlike/ })).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('5');
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /^Like/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fstories');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
