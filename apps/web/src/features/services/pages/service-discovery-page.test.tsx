import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SEARCH_DEBOUNCE_MS, searchTexts, type ServiceSearchResponse } from '@mt/shared';
import { serviceFixture } from '../testing/service-fixture';
import { ServiceDiscoveryView } from './service-discovery-page';

const answer = (body: Partial<ServiceSearchResponse> = {}) =>
  new Response(JSON.stringify({ services: [serviceFixture()], total: 60, totalPages: 5, totalCapped: false, ...body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function setup(url: string, respond: (u: URL) => Response = () => answer()) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => respond(new URL(String(input))));
  vi.stubGlobal('fetch', fetchMock);
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  const router = createMemoryRouter([{ path: '/service-discovery', element: <ServiceDiscoveryView /> }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const lastQuery = () => Object.fromEntries(new URL(String(fetchMock.mock.calls.at(-1)![0])).searchParams);
  const location = () => new URLSearchParams(router.state.location.search);
  return { router, fetchMock, lastQuery, location, scrollTo };
}

describe('Service discovery', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    // Testing Library's waitFor advances fake timers when it sees Jest's; point it at Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('searches with every filter the URL holds, 12 per page', async () => {
    const { lastQuery } = setup('/service-discovery?search=lodge&serviceType=tours,food&priceRange=100-500&minRating=4&sortBy=price-low&page=2');
    await screen.findByText(/Found 60 services matching your criteria/);
    expect(lastQuery()).toEqual({ search: 'lodge', serviceType: 'tours,food', priceRange: '100-500', minRating: '4', sortBy: 'price-low', page: '2', limit: '12' });
    expect(screen.getByRole('searchbox')).toHaveValue('lodge');
    // The sidebar's fields load apart (part-when-visible): the browser renders them here.
    expect((await screen.findAllByRole('checkbox', { name: 'Tours' }))[0]).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: searchTexts.title })).toBeInTheDocument();
  });

  it('waits for a 1 s pause in typing, then puts the search in the URL and goes back to page 1', async () => {
    const { fetchMock, location, lastQuery } = setup('/service-discovery?page=3');
    await screen.findByText(/Found 60 services/);
    const calls = fetchMock.mock.calls.length;
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'sere' } });
    act(() => void vi.advanceTimersByTime(500));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'serengeti' } });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(location().get('search')).toBeNull();
    expect(fetchMock.mock.calls.length).toBe(calls);
    act(() => void vi.advanceTimersByTime(1));
    await waitFor(() => expect(location().get('search')).toBe('serengeti'));
    expect(location().get('page')).toBeNull();
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'serengeti', limit: '12' }));
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
  });

  it('keeps filters in the history: the back button restores the previous search', async () => {
    const { router, location } = setup('/service-discovery?search=safari');
    await screen.findByText(/Found 60 services/);
    fireEvent.change(screen.getByRole('combobox', { name: searchTexts.sortLabel }), { target: { value: 'newest' } });
    await waitFor(() => expect(location().get('sortBy')).toBe('newest'));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'lodge' } });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(location().get('search')).toBe('lodge'));
    await act(() => router.navigate(-1));
    expect(location().get('search')).toBe('safari');
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue('safari'));
  });

  it('shows pages within two of the current one and scrolls to the top on a page change', async () => {
    const { location, scrollTo } = setup('/service-discovery?page=3', () => answer({ total: 120, totalPages: 10 }));
    await screen.findByText(/Found 120 services/);
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(location().get('page')).toBe('5'));
    expect(scrollTo).toHaveBeenCalled();
  });

  it('sends the length, capacity and season filters of the URL, and its fields show them', async () => {
    const { lastQuery } = setup('/service-discovery?duration=15%2B&groupSize=10%2B&availableFrom=2030-05-01');
    await screen.findByText(/Found 60 services/);
    // '+' reaches the API encoded: a bare '+' in a query string is a space, and '15 ' is no option.
    expect(lastQuery()).toEqual({ duration: '15+', groupSize: '10+', availableFrom: '2030-05-01', limit: '12' });
    expect(String(vi.mocked(fetch).mock.calls.at(-1)![0])).toContain('duration=15%2B');
    expect((await screen.findAllByLabelText('Duration'))[0]).toHaveValue('15+');
    expect(screen.getAllByLabelText('Group size')[0]).toHaveValue('10+');
    expect(screen.getAllByLabelText('Available from')[0]).toHaveValue('2030-05-01');
  });

  it('changing a length filter searches again with it', async () => {
    const { lastQuery, location } = setup('/service-discovery?search=trek');
    await screen.findByText(/Found 60 services/);
    fireEvent.change((await screen.findAllByLabelText('Duration'))[0]!, { target: { value: '8-14' } });
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'trek', duration: '8-14', limit: '12' }));
    expect(location().get('duration')).toBe('8-14');
  });

  it('a search that finds nothing after one that found services shows only the empty state, at once', async () => {
    const { location } = setup('/service-discovery?search=lodge', (u) =>
      u.searchParams.get('duration') ? answer({ services: [], total: 0, totalPages: 0 }) : answer(),
    );
    expect(await screen.findByText(searchTexts.completeTitle)).toBeVisible();
    fireEvent.change((await screen.findAllByLabelText('Duration'))[0]!, { target: { value: '15+' } });
    await waitFor(() => expect(location().get('duration')).toBe('15+'));
    expect(await screen.findByRole('heading', { name: searchTexts.emptyTitle })).toBeInTheDocument();
    // Within the 5 s the notice of the previous search would still show.
    expect(screen.queryByText(searchTexts.completeTitle)).toBeNull();
    expect(screen.queryByText(/Found \d+ services?/)).toBeNull();
  });

  it('a page past the end shows only the empty state, not a count of services it does not show', async () => {
    setup('/service-discovery?search=lodge&page=9', () => answer({ services: [], total: 20, totalPages: 2 }));
    expect(await screen.findByRole('heading', { name: searchTexts.emptyTitle })).toBeInTheDocument();
    expect(screen.queryByText(searchTexts.completeTitle)).toBeNull();
    expect(screen.queryByText(/Found \d+ services?/)).toBeNull();
  });

  it('shows the empty state, and Clear filters empties the URL', async () => {
    const { location } = setup('/service-discovery?search=zzz&priceRange=0-100', () => answer({ services: [], total: 0, totalPages: 0 }));
    expect(await screen.findByRole('heading', { name: searchTexts.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(searchTexts.emptyBody)).toBeInTheDocument();
    // Only the empty state: no 'Search Complete: Found 0 services' above it.
    expect(screen.queryByText(searchTexts.completeTitle)).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: searchTexts.clearFilters }).at(-1)!);
    await waitFor(() => expect(location().toString()).toBe(''));
  });

  it('shows the error state and the banner with the server message; Try again searches again', async () => {
    let fail = true;
    const { fetchMock } = setup('/service-discovery', () =>
      fail ? new Response(JSON.stringify({ message: 'page must be a whole number' }), { status: 400 }) : answer(),
    );
    expect(await screen.findByRole('heading', { name: searchTexts.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(searchTexts.bannerTitle)).toBeInTheDocument();
    expect(screen.getAllByText('page must be a whole number')).toHaveLength(2);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: searchTexts.tryAgain }));
    await screen.findByText(/Found 60 services/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the filter drawer keeps changes as a draft and joins the checked types with commas on Apply Filters', async () => {
    const { location, lastQuery } = setup('/service-discovery?search=lodge&page=2');
    await screen.findByText(/Found 60 services/);
    fireEvent.click(screen.getByRole('button', { name: searchTexts.filters }));
    // The drawer's code is fetched on first open (a lazy chunk): the first transform in the test runner can take a while.
    const drawer = await screen.findByRole('dialog', { name: searchTexts.filters }, { timeout: 10_000 });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Tours' }));
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Food & Dining' }));
    fireEvent.change(within(drawer).getByLabelText('Price (USD)'), { target: { value: '100-500' } });
    expect(location().get('serviceType')).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: searchTexts.applyFilters }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location().get('serviceType')).toBe('tours,food');
    expect(location().get('priceRange')).toBe('100-500');
    expect(location().get('search')).toBe('lodge');
    expect(location().get('page')).toBeNull();
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'lodge', serviceType: 'tours,food', priceRange: '100-500', limit: '12' }));
  });

  it('closing the drawer without applying changes nothing', async () => {
    const { location } = setup('/service-discovery');
    await screen.findByText(/Found 60 services/);
    fireEvent.click(screen.getByRole('button', { name: searchTexts.filters }));
    const drawer = await screen.findByRole('dialog', { name: searchTexts.filters });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Tours' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location().toString()).toBe('');
  });

  it('switches between the grid and the list layout', async () => {
    setup('/service-discovery');
    await screen.findByText(/Found 60 services/);
    const results = screen.getByRole('region', { name: 'Results' });
    expect(results.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'grid');
    expect(screen.getByRole('button', { name: searchTexts.gridView })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: searchTexts.listView }));
    expect(results.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'list');
    expect(screen.getByRole('button', { name: searchTexts.listView })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: searchTexts.gridView })).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'Server returned non-JSON response' when the answer is not the search's JSON", async () => {
    setup('/service-discovery', () => new Response('<!doctype html><p>proxy page</p>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect(await screen.findByRole('heading', { name: searchTexts.errorTitle })).toBeInTheDocument();
    expect(screen.getAllByText(searchTexts.nonJson).length).toBeGreaterThan(0);
  });

  it('hides the Search Complete notice after 5 seconds, keeping its place so the results do not move', async () => {
    setup('/service-discovery');
    expect(await screen.findByText(searchTexts.completeTitle)).toBeVisible();
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByText(searchTexts.completeTitle)).not.toBeVisible();
    // Out of the accessibility tree too: nothing reads a stale notice.
    expect(screen.queryAllByRole('status').filter((el) => el.textContent?.includes(searchTexts.completeTitle))).toEqual([]);
  });
});
