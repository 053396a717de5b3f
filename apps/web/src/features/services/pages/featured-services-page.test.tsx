import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { isolateToasts } from '@/test/toaster';
import { CATALOGUE_NOTICE_MS, featuredServicesTexts, serviceTexts, type ServiceDto } from '@mt/shared';
import { serviceFixture } from '../testing/service-fixture';
import { FeaturedServicesView } from './featured-services-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async () => respond());
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FeaturedServicesView renderAction={(s: ServiceDto) => <button type="button">Add {s.name}</button>} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

isolateToasts();
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Featured services page', () => {
  it('shows the hero, the cards with their action and the link to /discover', async () => {
    const services = [serviceFixture({ name: 'Dhow Cruise' }), serviceFixture({ name: 'Crater Day Trip' })];
    setup(() => json(200, { services }));
    expect(screen.getByRole('heading', { level: 1, name: featuredServicesTexts.featuredHero })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dhow Cruise' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Crater Day Trip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Dhow Cruise' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: featuredServicesTexts.featuredCta })).toHaveAttribute('href', '/discover');
  });

  it("toasts 'Featured Services Loaded' with the count, gone after 5 seconds", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    setup(() => json(200, { services: [serviceFixture(), serviceFixture(), serviceFixture()] }));
    expect(await screen.findByText(featuredServicesTexts.featuredLoadedTitle)).toBeInTheDocument();
    expect(screen.getByText('Found 3 featured services')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(CATALOGUE_NOTICE_MS - 500));
    expect(screen.getByText(featuredServicesTexts.featuredLoadedTitle)).toBeInTheDocument();
    // Sonner removes a toast after its duration plus a short exit animation.
    act(() => void vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(screen.queryByText(featuredServicesTexts.featuredLoadedTitle)).toBeNull());
  });

  it('says "Found 1 featured service" for one', async () => {
    setup(() => json(200, { services: [serviceFixture()] }));
    expect(await screen.findByText('Found 1 featured service')).toBeInTheDocument();
  });

  it('shows the empty text when nothing is featured', async () => {
    setup(() => json(200, { services: [] }));
    expect(await screen.findByText(featuredServicesTexts.featuredEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("shows 'Error Loading Services' with the server's message, and 'Try again' loads again", async () => {
    let fail = true;
    const fetchMock = setup(() => (fail ? json(503, { message: 'The database is not answering.' }) : json(200, { services: [serviceFixture({ name: 'Back Again' })] })));
    expect(await screen.findByText(serviceTexts.loadErrorTitle)).toBeInTheDocument();
    expect(screen.getByText('The database is not answering.')).toBeInTheDocument();
    expect(screen.queryByText(featuredServicesTexts.featuredLoadedTitle)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: serviceTexts.tryAgain }));
    expect(await screen.findByRole('heading', { name: 'Back Again' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("falls back to 'Failed to load services' when the server gives no message", async () => {
    setup(() => new Response('gateway down', { status: 502 }));
    expect(await screen.findByText(serviceTexts.loadFailed)).toBeInTheDocument();
  });
});
