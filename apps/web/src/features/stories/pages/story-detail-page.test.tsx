import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { storyTexts, type StoryComment } from '@mt/shared';
import { storyOf } from '../testing/story-fixtures';
import StoryDetailPage from './story-detail-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const gallery = ['a', 'b', 'c'].map((stem) => `/uploads/stories/${stem}-1280x960.webp`);

function setup(path: string, respond: (url: URL) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => respond(new URL(String(input))));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/stories/:id', element: <StoryDetailPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const comments: StoryComment[] = [
  { id: 1, author_name: 'Kofi', author_avatar: null, content: '<img src=x onerror="window.__hacked=1">', created_at: '2024-08-01T00:00:00.000Z' },
];
const answerStory = (story = storyOf({ media_gallery: gallery })) => (url: URL) =>
  url.pathname.endsWith('/comments') ? json(200, { success: true, data: comments }) : json(200, { success: true, data: { story } });

afterEach(() => vi.unstubAllGlobals());

describe('Story detail page', () => {
  it('shows the story with its gallery at the photo the ?image index names', async () => {
    setup('/stories/7?image=2', answerStory());
    expect(await screen.findByRole('heading', { level: 1, name: 'Lions at dawn' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: storyTexts.photoGallery })).toBeInTheDocument();
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: storyTexts.backToStories })).toHaveAttribute('href', '/stories');
  });

  it('fetches the cover first and at once, and lazy-loads the gallery, all from the stored widths', async () => {
    setup('/stories/7', answerStory(storyOf({ cover_image: '/uploads/stories/cover-1600x900.webp', media_gallery: gallery })));
    await screen.findByRole('heading', { level: 1, name: 'Lions at dawn' });
    const cover = document.querySelector('img[src="/uploads/stories/cover-1600x900.webp"]')!;
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('srcset', expect.stringContaining('/uploads/stories/cover-1600x900-320w.webp 320w'));
    expect(cover).toHaveAttribute('sizes', '(min-width: 896px) 832px, 100vw');
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '900');
    const photo = screen.getByRole('img', { name: 'Photo 1 of 3' });
    expect(photo).toHaveAttribute('src', gallery[0]);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('srcset', expect.stringContaining('-320w.webp 320w'));
  });

  it.each(['3', '-1', 'abc', '1.5'])('starts at the first photo for ?image=%s', async (image) => {
    setup(`/stories/7?image=${image}`, answerStory());
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
  });

  it('renders story text and comments as text, never as HTML', async () => {
    const story = storyOf({ title: '<b>Bold</b> title', content: '<script>window.__hacked=1</script>Plain words' });
    setup('/stories/7', answerStory(story));
    expect(await screen.findByRole('heading', { level: 1, name: '<b>Bold</b> title' })).toBeInTheDocument();
    expect(screen.getByText('<script>window.__hacked=1</script>Plain words')).toBeInTheDocument();
    expect(await screen.findByText(comments[0]!.content)).toBeInTheDocument();
    expect(document.body.querySelector('script, img[src="x"], b')).toBeNull();
  });

  it.each([
    ['a story the server does not know', '/stories/404'],
    ['an id that cannot be a story', '/stories/not-a-number'],
  ])("shows 'Story not found' for %s", async (_what, path) => {
    const fetchMock = setup(path, () => json(404, { message: 'Story not found.' }));
    expect(await screen.findByRole('heading', { level: 1, name: storyTexts.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(storyTexts.notFoundBody)).toBeInTheDocument();
    if (path.endsWith('not-a-number')) expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Failed to load story details.' with Try again when the server fails", async () => {
    setup('/stories/7', () => json(503, { message: 'Unavailable' }));
    expect(await screen.findByText(storyTexts.detailLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
