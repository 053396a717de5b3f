import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogAdminTexts, blogTexts, type BlogPost, type BlogPostSummary } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { BlogAdminTab } from './blog-admin-tab';

const post = (id: number, over: Partial<BlogPost> = {}): BlogPost => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  category: 'Guides',
  excerpt: 'Short.',
  content: '## Body',
  featured_image: null,
  cover: null,
  status: 'draft',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...over,
});
const summary = ({ content: _c, ...rest }: BlogPost): BlogPostSummary => rest;
const list = (posts: BlogPost[]) => jsonResponse(200, { data: { posts: posts.map(summary), pagination: { page: 1, pages: 1, total: posts.length, limit: 50 } } });
const notify = { success: vi.fn(), error: vi.fn() };

beforeEach(() => {
  signInAsAdmin();
  notify.success.mockReset();
  notify.error.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('BlogAdminTab', () => {
  it('lists every post with its category and status, asking for drafts too', async () => {
    const fetchMock = routeFetch({ 'GET /api/blog': list([post(2, { status: 'published', title: 'Packing list' }), post(1)]) });
    renderWithProviders(<BlogAdminTab notify={notify} />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Packing list');
    expect(items[0]).toHaveTextContent('Published');
    expect(items[1]).toHaveTextContent('Draft');
    expect(within(items[0]!).getByRole('button', { name: `${blogAdminTexts.unpublish}: Packing list` })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: `${blogAdminTexts.publish}: Post 1` })).toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[0]![0])).searchParams.get('all')).toBe('true');
  });

  it('says so when there are no posts', async () => {
    routeFetch({ 'GET /api/blog': list([]) });
    renderWithProviders(<BlogAdminTab notify={notify} />);
    expect(await screen.findByText(blogAdminTexts.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(blogAdminTexts.emptyBody)).toBeInTheDocument();
  });

  it('publishes and unpublishes with a status-only body and the spec messages', async () => {
    let current = post(3, { title: 'Zanzibar' });
    const fetchMock = routeFetch({
      'GET /api/blog': () => list([current]),
      'PUT /api/blog/3': (_u, init) => {
        current = { ...current, status: JSON.parse(String(init.body)).status };
        return jsonResponse(200, { message: 'Post updated.', data: { post: current } });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BlogAdminTab notify={notify} />);
    await user.click(await screen.findByRole('button', { name: `${blogAdminTexts.publish}: Zanzibar` }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post has been published.'));
    await user.click(await screen.findByRole('button', { name: `${blogAdminTexts.unpublish}: Zanzibar` }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post has been draft.'));
    const bodies = fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT').map(([, i]) => JSON.parse(String(i!.body)));
    expect(bodies).toEqual([{ status: 'published' }, { status: 'draft' }]);
  });

  it('reports a failed status change with the spec fallback', async () => {
    routeFetch({ 'GET /api/blog': list([post(4)]), 'PUT /api/blog/4': new Response('', { status: 500 }) });
    const user = userEvent.setup();
    renderWithProviders(<BlogAdminTab notify={notify} />);
    await user.click(await screen.findByRole('button', { name: `${blogAdminTexts.publish}: Post 4` }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(blogAdminTexts.statusFailed));
  });

  it('deletes after the spec confirmation', async () => {
    let posts = [post(5)];
    const fetchMock = routeFetch({
      'GET /api/blog': () => list(posts),
      'DELETE /api/blog/5': () => {
        posts = [];
        return jsonResponse(200, { message: 'Post deleted.' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BlogAdminTab notify={notify} />);
    await user.click(await screen.findByRole('button', { name: `${blogAdminTexts.delete}: Post 5` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this post? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: blogAdminTexts.delete }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(blogAdminTexts.deletedNotice));
    expect(await screen.findByText(blogAdminTexts.emptyTitle)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'DELETE')).toHaveLength(1);
  });

  it('creates a post as a multipart form with its cover, after checking the required fields', async () => {
    const fetchMock = routeFetch({
      'GET /api/blog': list([]),
      'POST /api/blog': jsonResponse(201, { message: 'Post created.', data: { post: post(6) } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BlogAdminTab notify={notify} />);
    await user.click(await screen.findByRole('button', { name: blogAdminTexts.createNew }));
    const dialog = await screen.findByRole('dialog', { name: blogAdminTexts.createTitle });
    await user.click(within(dialog).getByRole('button', { name: blogAdminTexts.save }));
    expect(await within(dialog).findByText(blogAdminTexts.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(blogTexts.invalidCategory)).toBeInTheDocument();
    expect(within(dialog).getByText(blogAdminTexts.excerptRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(blogAdminTexts.contentRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(blogAdminTexts.fieldTitle), 'Safari packing');
    await user.selectOptions(within(dialog).getByLabelText(blogAdminTexts.fieldCategory), 'Travel Tips');
    await user.type(within(dialog).getByLabelText(blogAdminTexts.fieldExcerpt), 'What to bring.');
    await user.type(within(dialog).getByLabelText(blogAdminTexts.fieldContent), 'Layers <b>and</b> a hat.');
    const cover = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(blogAdminTexts.fieldCoverImage), cover);
    await user.click(within(dialog).getByRole('button', { name: blogAdminTexts.save }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(blogAdminTexts.created));
    const sent = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')![1]!.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([k]) => k !== 'featured_image'))).toEqual({
      title: 'Safari packing',
      category: 'Travel Tips',
      excerpt: 'What to bring.',
      content: 'Layers <b>and</b> a hat.',
      status: 'draft',
    });
    expect((sent.get('featured_image') as File).name).toBe('cover.png');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits a post loaded by id and shows the save failure text with the server message', async () => {
    const full = post(7, { title: 'Old title', content: 'Old body', status: 'published', featured_image: '/uploads/blog/x.webp' });
    let reply = jsonResponse(400, { message: 'Title is required.', errors: { title: ['Title is required.'] } });
    routeFetch({
      'GET /api/blog': list([full]),
      'GET /api/blog/7': jsonResponse(200, { data: { post: full } }),
      'PUT /api/blog/7': () => reply,
    });
    const user = userEvent.setup();
    renderWithProviders(<BlogAdminTab notify={notify} />);
    await user.click(await screen.findByRole('button', { name: `${blogAdminTexts.edit}: Old title` }));
    const dialog = await screen.findByRole('dialog', { name: blogAdminTexts.editTitle });
    const content = await within(dialog).findByLabelText(blogAdminTexts.fieldContent);
    expect(content).toHaveValue('Old body');
    expect(within(dialog).getByLabelText(blogAdminTexts.fieldStatus)).toHaveValue('published');
    expect(within(dialog).getByRole('img', { name: blogAdminTexts.currentCover })).toHaveAttribute('src', '/uploads/blog/x.webp');
    await user.click(within(dialog).getByRole('button', { name: blogAdminTexts.save }));
    const alert = await within(dialog).findByText(blogAdminTexts.saveFailed);
    expect(alert.parentElement).toHaveTextContent('Title is required.');
    reply = jsonResponse(200, { message: 'Post updated.', data: { post: full } });
    await user.click(within(dialog).getByRole('button', { name: blogAdminTexts.save }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(blogAdminTexts.updated));
  });
});
