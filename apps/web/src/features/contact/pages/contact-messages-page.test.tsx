import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { isolateToasts } from '@/test/toaster';
import { contactTexts, type ContactMessage } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import ContactMessagesPage from './contact-messages-page';

const message = (id: number, over: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  name: `Sender ${id}`,
  email: `sender${id}@mail.example`,
  subject: `Question ${id}`,
  message: `Body of message ${id}`,
  status: 'new',
  received_at: new Date(Date.UTC(2026, 2, 1, 9, id)).toISOString(),
  ...over,
});

/** The list call of a tiny inbox server: filters and pages like the real one; every query string is recorded. */
function listHandler(all: () => ContactMessage[], queries: URLSearchParams[] = []) {
  return (url: URL) => {
    queries.push(url.searchParams);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const status = url.searchParams.get('status');
    const search = url.searchParams.get('search')?.toLowerCase();
    const found = all().filter((m) => (!status || m.status === status) && (!search || `${m.name} ${m.subject}`.toLowerCase().includes(search)));
    return jsonResponse(200, {
      messages: found.slice((page - 1) * limit, page * limit),
      pagination: { currentPage: page, totalPages: Math.ceil(found.length / limit), totalMessages: found.length, limit },
    });
  };
}

function inboxServer(all: ContactMessage[]) {
  const queries: URLSearchParams[] = [];
  const mock = routeFetch({ 'GET /api/admin/contact-messages': listHandler(() => all, queries) });
  return { mock, queries, last: () => queries.at(-1)! };
}

const renderPage = () =>
  renderWithProviders(
    <>
      <ContactMessagesPage />
      <Toaster />
    </>,
  );

isolateToasts();
beforeEach(() => signInAsAdmin());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContactMessagesPage', () => {
  it('asks for 10 newest first and shows up to 5 page numbers centred on the current page', async () => {
    const server = inboxServer(Array.from({ length: 75 }, (_, i) => message(i + 1)));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Question 1')).toBeInTheDocument();
    expect(Object.fromEntries(server.last())).toEqual({ page: '1', limit: '10', sortBy: 'received_at', sortOrder: 'desc' });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = () => within(pager).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(pager).getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Question 41')).toBeInTheDocument();
    expect(server.last().get('page')).toBe('5');
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(within(pager).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await user.click(await within(pager).findByRole('button', { name: 'Page 8' }));
    expect(await screen.findByText('Question 71')).toBeInTheDocument();
    expect(numbers()).toEqual(['4', '5', '6', '7', '8']);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('waits 500 ms after typing before searching, and starts again from page 1', async () => {
    const server = inboxServer([message(1, { subject: 'Lodge listing' }), ...Array.from({ length: 30 }, (_, i) => message(i + 2))]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Lodge listing');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(server.last().get('page')).toBe('2'));
    const before = server.queries.length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const text of ['l', 'lo', 'lod', 'lodge']) fireEvent.change(screen.getByLabelText(contactTexts.searchLabel), { target: { value: text } });
    act(() => void vi.advanceTimersByTime(499));
    expect(server.queries.slice(before).some((q) => q.has('search'))).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    // The answer arrives and renders on the (fake) clock too.
    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();
    expect(server.queries.slice(before).filter((q) => q.has('search')).map((q) => q.get('search'))).toEqual(['lodge']);
    expect(server.last().get('page')).toBe('1');
    expect(await screen.findByText(`${contactTexts.inboxSubtitle} 1 message match.`)).toBeInTheDocument();
  });

  it('filters by status and words the empty state for a filter', async () => {
    const server = inboxServer([message(1, { status: 'replied' })]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Question 1');
    await user.selectOptions(screen.getByLabelText(contactTexts.statusFilter), 'new');
    expect(await screen.findByText(contactTexts.emptyFilteredTitle)).toBeInTheDocument();
    expect(server.last().get('status')).toBe('new');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'oldest');
    await waitFor(() => expect(server.last().get('sortOrder')).toBe('asc'));
  });

  it('says when there are no messages at all', async () => {
    inboxServer([]);
    renderPage();
    expect(await screen.findByText(contactTexts.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(contactTexts.emptyBody)).toBeInTheDocument();
  });

  it('opening a message shows it and the list adopts the status the server answers (read)', async () => {
    let listed = message(3, { message: 'Line one\nLine two' });
    const server = routeFetch({
      'GET /api/admin/contact-messages': listHandler(() => [listed]),
      'GET /api/admin/contact-messages/3': () => {
        listed = { ...listed, status: 'read' };
        return jsonResponse(200, listed);
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View: Question 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Question 3' });
    expect(within(dialog).getByText(/Line one/)).toHaveTextContent('Line one Line two');
    expect(within(dialog).getByRole('link', { name: 'sender3@mail.example' })).toHaveAttribute('href', 'mailto:sender3@mail.example');
    await waitFor(() => expect(within(dialog).getByText('Read')).toBeInTheDocument());
    expect(server.mock.calls.some(([url]) => new URL(String(url)).pathname === '/api/admin/contact-messages/3')).toBe(true);
    await user.keyboard('{Escape}');
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Read')).toBeInTheDocument();
  });

  it('marks a message replied with a toast, and the action is then disabled', async () => {
    let listed = message(4, { status: 'read' });
    const calls = routeFetch({
      'GET /api/admin/contact-messages': listHandler(() => [listed]),
      'PATCH /api/admin/contact-messages/4': () => {
        listed = { ...listed, status: 'replied' };
        return jsonResponse(200, listed);
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark as Replied: Question 4' }));
    expect(await screen.findByText(contactTexts.markedReplied)).toBeInTheDocument();
    const patch = calls.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ status: 'replied' });
    expect(await screen.findByRole('button', { name: 'Replied: Question 4' })).toBeDisabled();
  });

  it('tells the admin when marking fails, with the server message', async () => {
    routeFetch({
      'GET /api/admin/contact-messages': listHandler(() => [message(5, { status: 'read' })]),
      'PATCH /api/admin/contact-messages/5': jsonResponse(404, { message: contactTexts.notFound }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark as Replied: Question 5' }));
    expect(await screen.findByText(contactTexts.notFound)).toBeInTheDocument();
  });

  it('deletes only after confirmation, with a toast', async () => {
    let all = [message(6), message(7)];
    const calls = routeFetch({
      'GET /api/admin/contact-messages': listHandler(() => all),
      'DELETE /api/admin/contact-messages/6': () => {
        all = all.filter((m) => m.id !== 6);
        return jsonResponse(200, { message: contactTexts.deleted });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete: Question 6' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(contactTexts.confirmDelete);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete: Question 6' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: contactTexts.delete }));
    expect(await screen.findByText(contactTexts.deletedToast)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Question 6')).not.toBeInTheDocument());
    expect(screen.getByText('Question 7')).toBeInTheDocument();
  });

  it('shows the spec fallback when the list cannot be loaded', async () => {
    routeFetch({ 'GET /api/admin/contact-messages': () => new Response('', { status: 502 }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(contactTexts.loadFailed);
    expect(await screen.findAllByText(contactTexts.loadFailed)).not.toHaveLength(0);
  });
});
