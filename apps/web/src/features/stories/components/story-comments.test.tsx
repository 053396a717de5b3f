import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { isolateToasts } from '@/test/toaster';
import { storyTexts, type StoryComment } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { storyKeys } from '../api/story-keys';
import { renderWithClient, storyOf } from '../testing/story-fixtures';
import { StoryComments } from './story-comments';

const old: StoryComment = { id: 1, author_name: 'Kofi', author_avatar: null, content: 'Older comment', created_at: '2024-01-01T00:00:00.000Z' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
isolateToasts();
afterEach(() => {
  vi.unstubAllGlobals();
});

function setup() {
  useSession.setState({
    token: 'tok',
    user: { id: 5, name: 'Ada', email: 'a@x.io', user_type: 'traveller', userType: 'traveller', companyName: null, profile_image: null, created_at: '2025-01-01T00:00:00.000Z' },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  client.setQueryData(storyKeys.comments(7), [old]);
  client.setQueryData(storyKeys.detail(7), storyOf({ comment_count: 1 }));
  renderWithClient(
    <>
      <StoryComments storyId={7} count={1} />
      <Toaster />
    </>,
    client,
  );
  return client;
}

describe('StoryComments', () => {
  it('shows the comment at the top at once, then swaps in the server’s version', async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => new Promise<Response>((r) => (answer = r))));
    const client = setup();
    await userEvent.type(screen.getByLabelText('Your comment'), 'Brand new');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ada');
    expect(items[0]).toHaveTextContent('Brand new');
    expect(items[0]).toHaveAttribute('data-pending', 'true');
    expect(client.getQueryData<{ comment_count: number }>(storyKeys.detail(7))?.comment_count).toBe(2);
    answer(json({ success: true, data: { id: 42, author_name: 'Ada', author_avatar: null, content: 'Brand new', created_at: '2024-02-02T00:00:00.000Z' } }, 201));
    await waitFor(() => expect(client.getQueryData<StoryComment[]>(storyKeys.comments(7))?.map((c) => c.id)).toEqual([42, 1]));
  });

  it('removes the optimistic comment, logs the failure and says why in a toast', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => json({ message: 'Too many comments. Please wait a few minutes.' }, 429)));
    const client = setup();
    await userEvent.type(screen.getByLabelText('Your comment'), 'Will fail');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(screen.queryByText('Will fail')).toBeNull());
    expect(log).toHaveBeenCalled();
    expect(client.getQueryData<{ comment_count: number }>(storyKeys.detail(7))?.comment_count).toBe(1);
    expect(await screen.findByText('Too many comments. Please wait a few minutes.')).toBeInTheDocument();
    log.mockRestore();
  });

  it('falls back to its own words when the server gives none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response('bad gateway', { status: 502 })));
    setup();
    await userEvent.type(screen.getByLabelText('Your comment'), 'Will fail');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(storyTexts.commentFailed)).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
