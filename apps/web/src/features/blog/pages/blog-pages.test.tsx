import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogTexts, describeImage, type BlogPostSummary } from '@mt/shared';
import BlogListPage from './blog-list-page';
import BlogPostPage from './blog-post-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const summary = (id: number, over: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  id, slug: `post-${id}`, title: `Post ${id}`, category: 'Guides', excerpt: `Excerpt ${id}`, featured_image: `/uploads/blog/${id}-1280x720.webp`, cover: describeImage(`/uploads/blog/${id}-1280x720.webp`),
  status: 'published', created_at: '2025-03-12T10:00:00.000Z', updated_at: '2025-03-12T10:00:00.000Z', ...over,
});
const list = (posts: BlogPostSummary[], page: number, pages: number, total: number) => json(200, { data: { posts, pagination: { page, pages, total, limit: 9 } } });

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/blog', element: <BlogListPage /> },
      { path: '/blog/:slug', element: <BlogPostPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('blog pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists cards with image, category, title, excerpt and date, and loads more pages', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(list([summary(1), summary(2)], 1, 2, 3))
      .mockResolvedValueOnce(list([summary(3)], 2, 2, 3));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/blog');
    const link = await screen.findByRole('link', { name: 'Post 1' });
    expect(link).toHaveAttribute('href', '/blog/post-1');
    expect(screen.getByText('Excerpt 1')).toBeInTheDocument();
    expect(screen.getAllByText('12 March 2025')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 3 posts')).toBeInTheDocument();
    const cardImg = link.closest('article')!.querySelector('img')!;
    expect(cardImg).toHaveAttribute('srcset', expect.stringContaining('/uploads/blog/1-1280x720-320w.webp 320w'));
    expect(cardImg).toHaveAttribute('sizes', expect.stringContaining('33vw'));
    expect(cardImg).toHaveAttribute('width', '1280');
    expect(cardImg).toHaveAttribute('loading', 'lazy');
    await userEvent.click(screen.getByRole('button', { name: blogTexts.loadMore }));
    expect(await screen.findByRole('link', { name: 'Post 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: blogTexts.loadMore })).not.toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[1]![0])).searchParams.get('page')).toBe('2');
  });

  it('filters by category through the chips and the URL, with an empty state', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(list([summary(1)], 1, 1, 1)).mockResolvedValueOnce(list([], 1, 0, 0));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/blog');
    await screen.findByRole('link', { name: 'Post 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Lifestyle' }));
    expect(await screen.findByText(blogTexts.emptyCategoryBody)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lifestyle' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?category=Lifestyle');
    expect(new URL(String(fetchMock.mock.calls[1]![0])).searchParams.get('category')).toBe('Lifestyle');
  });

  it('shows an error with Try again when the list fails', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(500, { message: 'Something went wrong on our side. Please try again later.' })));
    renderAt('/blog');
    expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a post with its markdown and a back link', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(200, { data: { post: { ...summary(4), content: '## Day one\n\nWe <b>left</b> early.' } } })));
    renderAt('/blog/post-4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 4' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Day one' })).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    // The cover is the page's LCP: fetched at once and first, its size reserved so the text does not jump.
    const cover = document.querySelector('article img')!;
    expect(cover).toHaveAttribute('src', '/uploads/blog/4-1280x720.webp');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('srcset', expect.stringContaining('/uploads/blog/4-1280x720-320w.webp 320w'));
    expect(cover).toHaveAttribute('sizes', '(min-width: 768px) 720px, 100vw');
    expect(cover).toHaveAttribute('width', '1280');
    expect(cover).toHaveAttribute('height', '720');
    expect(screen.getByRole('link', { name: blogTexts.backToBlog })).toHaveAttribute('href', '/blog');
  });

  it('shows "Post not found." for a missing post', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(404, { message: blogTexts.postNotFound })));
    renderAt('/blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: blogTexts.postNotFound })).toBeInTheDocument();
    expect(screen.getByText(blogTexts.postNotFoundBody)).toBeInTheDocument();
  });
});
