import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tripMessageTexts, type TripMessage, type UserDto } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { useSession } from '@/lib/session-store';
import { tripFixture } from '../testing/trip-fixture';
import { TripMessagesButton } from './trip-messages-button';
import { TripThread } from './trip-thread';

const traveller: UserDto = {
  id: 5,
  name: 'Amina Njoroge',
  email: 'amina@example.com',
  user_type: 'traveller',
  userType: 'traveller',
  companyName: null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

const message = (id: number, author_role: TripMessage['author_role'], body: string): TripMessage => ({
  id,
  author_role,
  author_name: author_role === 'team' ? 'Sara' : 'Amina Njoroge',
  body,
  created_at: `2030-01-0${id}T10:00:00.000Z`,
});
const messages = [message(1, 'traveller', 'Do we need visas?'), message(2, 'team', 'No, we arrange them.\nAll of them.'), message(3, 'team', '<b>not bold</b> **nor this**')];

/** Line breaks kept, as the writer typed them. */
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const putBodies = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init!.body)));

beforeEach(() => useSession.getState().setSession(traveller, 'traveller-token'));
afterEach(() => vi.unstubAllGlobals());

describe('TripThread', () => {
  it('shows the thread oldest first, bodies as plain text, and marks what is new read up to the last one', async () => {
    const fetchMock = routeFetch({
      'GET /api/trips/7/messages': jsonResponse(200, { messages, read_up_to: 1 }),
      'PUT /api/trips/7/messages/read': jsonResponse(204, null),
    });
    renderWithProviders(<TripThread tripId={7} side="traveller" />);
    const log = await screen.findByRole('log', { name: tripMessageTexts.threadTitle(7) });
    const items = within(log).getAllByRole('article');
    expect(items.map((a) => a.getAttribute('aria-label')!.split(',')[0])).toEqual(['You', 'Sara · Mystery Trips team', 'Sara · Mystery Trips team']);
    // Markup stays text: no <b> element, the characters are shown as written; line breaks are kept.
    expect(within(items[2]!).getByText('<b>not bold</b> **nor this**')).toBeInTheDocument();
    expect(log.querySelector('b')).toBeNull();
    expect(within(items[1]!).getByText('No, we arrange them.\nAll of them.', asWritten)).toHaveClass('whitespace-pre-wrap');
    expect(within(items[0]!).queryByText(tripMessageTexts.newDivider)).not.toBeInTheDocument();
    expect(within(items[1]!).getByText(tripMessageTexts.newDivider)).toBeInTheDocument();
    expect(within(items[2]!).getByText(tripMessageTexts.newDivider)).toBeInTheDocument();
    await waitFor(() => expect(putBodies(fetchMock)).toEqual([{ last_read_id: 3 }]));
  });

  it('marks nothing when the other side wrote nothing new', async () => {
    const fetchMock = routeFetch({ 'GET /api/trips/7/messages': jsonResponse(200, { messages, read_up_to: 3 }) });
    renderWithProviders(<TripThread tripId={7} side="traveller" />);
    await screen.findByRole('log');
    expect(screen.queryByText(tripMessageTexts.newDivider)).not.toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it("shows the admin the traveller's messages as the traveller's, and its own side as the team", async () => {
    signInAsAdmin();
    routeFetch({ 'GET /api/trips/7/messages': jsonResponse(200, { messages: messages.slice(0, 2), read_up_to: 1 }) });
    renderWithProviders(<TripThread tripId={7} side="team" />);
    const items = within(await screen.findByRole('log')).getAllByRole('article');
    expect(items.map((a) => a.getAttribute('aria-label')!.split(',')[0])).toEqual(['Amina Njoroge · Traveller', 'Sara · Mystery Trips team']);
    expect(screen.queryByText(tripMessageTexts.newDivider)).not.toBeInTheDocument();
  });

  it('sends a message, clears the box and shows the thread again; Send waits for text', async () => {
    let thread = { messages: [] as TripMessage[], read_up_to: 0 };
    const fetchMock = routeFetch({
      'GET /api/trips/7/messages': () => jsonResponse(200, thread),
      'POST /api/trips/7/messages': (_url, init) => {
        const { body } = JSON.parse(String(init.body));
        thread = { messages: [message(1, 'traveller', body)], read_up_to: 0 };
        return jsonResponse(201, { trip_message: thread.messages[0] });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TripThread tripId={7} side="traveller" />);
    expect(await screen.findByText(tripMessageTexts.empty)).toBeInTheDocument();
    const box = screen.getByLabelText(tripMessageTexts.label);
    const send = screen.getByRole('button', { name: tripMessageTexts.send });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Is it warm there?{Enter}Just curious.');
    await user.click(send);
    expect(await screen.findByText('Is it warm there?\nJust curious.', asWritten)).toBeInTheDocument();
    expect(box).toHaveValue('');
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)));
    expect(posted).toEqual([{ body: 'Is it warm there?\nJust curious.' }]);
  });

  it("shows the server's message when sending is refused, and keeps the text", async () => {
    routeFetch({
      'GET /api/trips/7/messages': jsonResponse(200, { messages: [], read_up_to: 0 }),
      'POST /api/trips/7/messages': jsonResponse(429, { message: tripMessageTexts.tooMany(42) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TripThread tripId={7} side="traveller" />);
    const box = await screen.findByLabelText(tripMessageTexts.label);
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: tripMessageTexts.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tripMessageTexts.tooMany(42));
    expect(box).toHaveValue('Hello');
  });
});

describe('TripMessagesButton', () => {
  it('shows the unread count and opens the thread in a dialog', async () => {
    routeFetch({ 'GET /api/trips/7/messages': jsonResponse(200, { messages: [], read_up_to: 0 }) });
    const user = userEvent.setup();
    renderWithProviders(<TripMessagesButton trip={tripFixture({ unread_messages: 2 })} />);
    const button = screen.getByRole('button', { name: `${tripMessageTexts.open(7)}, ${tripMessageTexts.unread(2)}` });
    expect(button).toHaveTextContent('2');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: tripMessageTexts.threadTitle(7) })).toBeInTheDocument();
  });

  it('has no badge without unread messages', () => {
    renderWithProviders(<TripMessagesButton trip={tripFixture()} />);
    expect(screen.getByRole('button', { name: tripMessageTexts.open(7) })).toHaveTextContent(/^Messages$/);
  });

  it("opens at once from the e-mail's link, and forgets the link when closed", async () => {
    routeFetch({ 'GET /api/trips/7/messages': jsonResponse(200, { messages: [], read_up_to: 0 }) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<TripMessagesButton trip={tripFixture()} />, { path: '/dashboard/traveller?messages=7' });
    expect(await screen.findByRole('dialog', { name: tripMessageTexts.threadTitle(7) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });
});
