import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentTexts, proposalTexts, tripTermsTexts, tripTexts, type TripsResponse, type UserDto } from '@mt/shared';
import { tripFixture } from '@/features/trips/testing/trip-fixture';
import { useSession } from '@/lib/session-store';
import TravellerDashboard from './traveller-dashboard';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const traveller: UserDto = { id: 3, name: 'Amina Mwangi', email: 'amina@example.com', user_type: 'traveller', userType: 'traveller', companyName: null, profile_image: null, created_at: '2025-01-01T00:00:00.000Z' };

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

function serve(trips: TripsResponse | (() => Response), extra: (url: URL, init?: RequestInit) => Response | undefined = () => undefined) {
  const fetchMock = vi.fn(async (input: URL, init?: RequestInit) => {
    const url = new URL(input);
    const custom = extra(url, init);
    if (custom) return custom;
    if (url.pathname === '/api/trips') return typeof trips === 'function' ? trips() : json(200, trips);
    if (url.pathname === '/api/settings/public') return json(200, { maintenance_mode: false, chat_widget_url: null, payments_mode: 'sandbox', stripe_publishable_key: null });
    return json(404, { message: 'not mocked' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path = '/dashboard/traveller') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/traveller',
        element: (
          <>
            <TravellerDashboard />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Traveller dashboard', () => {
  beforeEach(() => useSession.getState().setSession(traveller, 'tok'));
  afterEach(() => vi.unstubAllGlobals());

  it('greets, shows the submitted notice and removes preference_submitted from the URL', async () => {
    serve({ upcomingTrip: null, pastTrips: [], hasPendingPreference: true });
    renderAt('/dashboard/traveller?preference_submitted=true');
    expect(screen.getByRole('heading', { level: 1, name: 'Traveller Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Amina Mwangi!')).toBeInTheDocument();
    expect(screen.getByText(tripTexts.preferenceSubmitted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/traveller$/));
    expect(await screen.findByText(tripTexts.awaitingModerationTitle)).toBeInTheDocument();
    expect(screen.getByText(tripTexts.noHistoryTitle)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  });

  it('welcomes a new account without "back" (issue 22)', async () => {
    useSession.getState().setSession({ ...traveller, returning: false }, 'tok');
    serve({ upcomingTrip: null, pastTrips: [], hasPendingPreference: false });
    renderAt();
    expect(screen.getByText('Welcome, Amina Mwangi!')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it("offers 'Plan a Mystery Trip' when nothing is planned", async () => {
    serve({ upcomingTrip: null, pastTrips: [], hasPendingPreference: false });
    renderAt();
    expect(await screen.findByText(tripTexts.noUpcomingTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: tripTexts.planAction })).toHaveAttribute('href', '/discover');
  });

  it('shows the HTTP fallback when trips cannot be loaded', async () => {
    serve(() => new Response('down', { status: 503 }));
    renderAt();
    expect(await screen.findByText(tripTexts.fetchFailed(503))).toBeInTheDocument();
  });

  it('shows an unrevealed trip with its countdowns and a payment badge, and opens the payment with Accept & Pay', async () => {
    serve({ upcomingTrip: tripFixture({ id: 42 }), pastTrips: [], hasPendingPreference: false }, (url) =>
      url.pathname === '/api/trips/42/pay' ? json(200, { clientSecret: 'sandbox_pi_1_secret_x', provider: 'sandbox', amount: 5000, currency: 'NOK' }) : undefined,
    );
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Trip #42' })).toBeInTheDocument();
    expect(screen.getByText('Payment pending')).toBeInTheDocument();
    expect(screen.getByText('NOK 5,000.00')).toBeInTheDocument();
    expect(screen.getByText('Destination reveal')).toBeInTheDocument();
    expect(screen.queryByText(tripTexts.includesTitle)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: proposalTexts.acceptAndPay }));
    expect(await screen.findByRole('dialog', { name: paymentTexts.modalTitle })).toBeInTheDocument();
    expect(await screen.findByText(paymentTexts.testMode)).toBeInTheDocument();
  });

  it('shows this trip’s own cancellation tiers in the payment window, behind a closed disclosure above the card form', async () => {
    const tiers = [
      { min_days_before_departure: 45, refund_percent: 70, keeps_deposit: false },
      { min_days_before_departure: 0, refund_percent: 0, keeps_deposit: false },
    ];
    serve({ upcomingTrip: tripFixture({ id: 42, cancellation_tiers: tiers }), pastTrips: [], hasPendingPreference: false }, (url) =>
      url.pathname === '/api/trips/42/pay' ? json(200, { clientSecret: 'sandbox_pi_1_secret_x', provider: 'sandbox', amount: 5000, currency: 'NOK' }) : undefined,
    );
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: proposalTexts.acceptAndPay }));
    const dialog = await screen.findByRole('dialog', { name: paymentTexts.modalTitle });
    await within(dialog).findByText(paymentTexts.testMode);
    const details = within(dialog).getByText(tripTermsTexts.title).closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(within(dialog).getByText(tripTermsTexts.title));
    expect(details.open).toBe(true);
    expect(within(details).getAllByRole('term').map((el) => el.textContent)).toEqual(['45 days or more before departure', 'Under 45 days before departure']);
    expect(within(details).getAllByRole('definition').map((el) => el.textContent)).toEqual(['70 % of what you paid', 'Nothing']);
  });

  it('lists the services of a revealed trip and marks it completed with the spec’s message', async () => {
    const revealed = tripFixture({ id: 43, status: 'revealed', payment_status: 'paid', is_revealed: true, name: 'Salt and Sails', destination: 'Zanzibar', can_complete: true, can_review: true, destination_known: true });
    const fetchMock = serve({ upcomingTrip: revealed, pastTrips: [], hasPendingPreference: false }, (url, init) => {
      if (url.pathname === '/api/trips/43/details')
        return json(200, { id: 43, name: 'Salt and Sails', destination: 'Zanzibar', departure_date: '2030-05-10', return_date: '2030-05-16', services: [{ id: 1, name: 'Dhow Cruise', type: 'tour', company_name: 'Spice Island', partner_slug: null, location_details: null, description: '', image_url: null, contact: { email: null, phone: null, website: null }, map_url: null }], itinerary: null });
      if (url.pathname === '/api/trips/43/traveller-complete' && init?.method === 'PUT') return json(200, { message: tripTexts.markedComplete, trip: revealed });
      return undefined;
    });
    renderAt();
    expect(await screen.findByText(tripTexts.includesTitle)).toBeInTheDocument();
    expect(screen.getByText('Dhow Cruise')).toBeInTheDocument();
    expect(screen.getByText('Tour · Spice Island')).toBeInTheDocument();
    expect(screen.queryByText('Payment pending')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: tripTexts.markCompleted }));
    expect(await screen.findByText(tripTexts.markedComplete)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u, i]) => new URL(u).pathname === '/api/trips/43/traveller-complete' && i?.method === 'PUT')).toBe(true);
  });

  it('shows the rebooking history in Trip Details', async () => {
    const chain = [
      { id: 10, status: 'completed' as const },
      { id: 20, status: 'cancelled' as const },
      { id: 30, status: 'pending_confirmation' as const },
    ];
    serve({
      upcomingTrip: tripFixture({ id: 30, rebooked_from: 20, original_trip_id: 10, rebooking_chain: chain }),
      pastTrips: [tripFixture({ id: 20, status: 'cancelled', payment_status: 'na', rebooked_from: 10, original_trip_id: 10, has_further_rebookings: true, rebooking_chain: chain })],
      hasPendingPreference: false,
    });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'View details of trip #20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trip Details: #20' });
    const items = [...dialog.querySelectorAll('li')].map((li) => li.textContent);
    expect(items[0]).toMatch(/^Original Trip.*Trip #10/);
    expect(items[1]).toMatch(/^Rebooking #1.*Trip #20.*\(this trip\)/);
    expect(items[2]).toMatch(/^Rebooking #2.*Trip #30/);
    expect(screen.getByRole('button', { name: tripTexts.rebook })).toBeInTheDocument();
  });
});
