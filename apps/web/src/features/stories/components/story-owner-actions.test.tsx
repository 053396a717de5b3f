import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { storyTexts, type StoryDto, type UserDto, type UserType } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { storyKeys } from '../api/story-keys';
import { storyOf } from '../testing/story-fixtures';
import { StoryOwnerActions } from './story-owner-actions';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const signIn = (id: number, userType: UserType = 'traveller') => {
  const user: UserDto = { id, name: 'Ada', email: 'ada@example.com', user_type: userType, userType, companyName: null, profile_image: null, created_at: '2025-01-01T00:00:00.000Z' };
  useSession.setState({ user, token: 'tok' });
};

function setup(story: StoryDto, respond: (req: { method: string; url: string; body: unknown }) => Response = () => json(200, {})) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body };
      calls.push(call);
      return respond(call);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(storyKeys.detail(story.id), story);
  const router = createMemoryRouter(
    [
      { path: '/stories/:id', element: <StoryOwnerActions story={story} /> },
      { path: '/stories', element: <p>Stories list</p> },
    ],
    { initialEntries: [`/stories/${story.id}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, client, router };
}

describe('StoryOwnerActions', () => {
  beforeEach(() => useSession.getState().clear());
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a visitor', null],
    ['another traveller', 99],
  ])('offers nothing to %s', (_who, userId) => {
    if (userId !== null) signIn(userId);
    setup(storyOf({ author_id: 1 }));
    expect(screen.queryByRole('button', { name: storyTexts.editStory })).toBeNull();
    expect(screen.queryByRole('button', { name: storyTexts.deleteStory })).toBeNull();
  });

  it('lets an admin moderate any story', () => {
    signIn(500, 'admin');
    setup(storyOf({ author_id: 1 }));
    expect(screen.getByRole('button', { name: storyTexts.deleteStory })).toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the stories list', async () => {
    signIn(1);
    const { calls, router } = setup(storyOf({ id: 7, author_id: 1 }), () => json(200, { success: true, message: 'Story deleted.' }));
    await userEvent.click(screen.getByRole('button', { name: storyTexts.deleteStory }));
    const dialog = screen.getByRole('dialog', { name: storyTexts.deleteConfirmTitle });
    expect(dialog).toHaveTextContent(storyTexts.deleteConfirmBody);
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: storyTexts.deleteConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stories'));
    expect(calls.map((c) => [c.method, new URL(c.url).pathname])).toEqual([['DELETE', '/api/stories/7']]);
  });

  it('edits the story in the same form, starting from its fields, and keeps the cover unless a new one is chosen', async () => {
    signIn(1);
    const story = storyOf({ id: 7, author_id: 1, title: 'Lions at dawn', highlights: ['Lions'], media_gallery: ['/uploads/stories/a.webp'], cover_image: '/uploads/stories/c.webp' });
    const { calls, client } = setup(story, ({ body }) => {
      const form = body as FormData;
      return json(200, { success: true, data: { data: { ...story, title: String(form.get('title')) } } });
    });
    await userEvent.click(screen.getByRole('button', { name: storyTexts.editStory }));
    const dialog = screen.getByRole('dialog', { name: storyTexts.editStory });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Lions at dawn');
    await userEvent.clear(title);
    await userEvent.type(title, 'Lions at dusk');
    await userEvent.click(within(dialog).getByRole('button', { name: storyTexts.saveChanges }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [put] = calls;
    expect([put!.method, new URL(put!.url).pathname]).toEqual(['PUT', '/api/stories/7']);
    const form = put!.body as FormData;
    expect(form.get('title')).toBe('Lions at dusk');
    expect(form.get('highlights')).toBe('["Lions"]');
    expect(form.get('media_gallery')).toBe('["/uploads/stories/a.webp"]');
    expect(form.get('cover_image')).toBeNull();
    expect(client.getQueryData<StoryDto>(storyKeys.detail(7))?.title).toBe('Lions at dusk');
  });
});
