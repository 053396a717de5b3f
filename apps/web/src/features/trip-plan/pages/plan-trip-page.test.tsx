import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXCHANGE_RATES, displayCurrencyTexts, preferenceTexts, tripPlanTexts, type UserDto, type UserType } from '@mt/shared';
import { ExchangeRatesContext, useDisplayCurrency } from '@/lib/display-currency';
import { useSession } from '@/lib/session-store';
import { useTripPlan, type PlanServiceInput } from '../store/trip-plan-store';
import PlanTripPage from './plan-trip-page';

function WhereAmI() {
  const l = useLocation();
  return <p data-testid="location">{`${l.pathname}${l.search}`}</p>;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/plan-trip', element: <PlanTripPage /> },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: ['/plan-trip'] },
  );
  render(
    <ExchangeRatesContext value={DEFAULT_EXCHANGE_RATES}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ExchangeRatesContext>,
  );
}

const user = (userType: UserType): UserDto => ({
  id: 5, name: 'Ada', email: 'ada@example.com', user_type: userType, userType, companyName: null, profile_image: null, created_at: '2025-01-01T00:00:00.000Z',
});
const service = (id: number, type: string): PlanServiceInput => ({ id, name: `Service ${id}`, type, location_details: `Place ${id}`, image_url: null, company_name: 'Co' });
const inDays = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fillDates(start: string, end: string) {
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: end } });
}

describe('PlanTripPage', () => {
  beforeEach(() => {
    useTripPlan.getState().clear();
    useSession.getState().clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the empty state with a link to discover services', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: tripPlanTexts.title })).toBeInTheDocument();
    expect(screen.getByText(tripPlanTexts.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: tripPlanTexts.discoverLink })).toHaveAttribute('href', '/service-discovery');
    expect(screen.queryByRole('button', { name: tripPlanTexts.requestDraft })).not.toBeInTheDocument();
  });

  it('shows N/3, each service with Remove, and Clear all', async () => {
    [service(1, 'tour'), service(2, 'food')].forEach((s) => useTripPlan.getState().add(s));
    renderPage();
    expect(screen.getByText('You have 2/3 service(s) in your plan.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Service 1' })).toBeInTheDocument();
    expect(screen.getByText('Place 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Group size')).toHaveValue(2);
    expect(screen.queryAllByRole('link', { name: 'Co' })).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Service 1' }));
    expect(screen.getByText('You have 1/3 service(s) in your plan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: tripPlanTexts.clearAll }));
    expect(screen.getByText(tripPlanTexts.empty)).toBeInTheDocument();
  });

  it("links each service's partner to the partner's page", () => {
    useTripPlan.getState().add({ ...service(1, 'tour'), partner_slug: 'kilima-tours', company_name: 'Kilima Tours' });
    renderPage();
    expect(screen.getByRole('link', { name: 'Kilima Tours' })).toHaveAttribute('href', '/partners/kilima-tours');
  });

  it('validates the details: end before start and a group size under 1', async () => {
    useTripPlan.getState().add(service(1, 'tour'));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await fillDates(inDays(10), inDays(5));
    const size = screen.getByLabelText('Group size');
    await userEvent.clear(size);
    await userEvent.type(size, '0');
    await userEvent.click(screen.getByRole('button', { name: tripPlanTexts.requestDraft }));
    expect(await screen.findByText(tripPlanTexts.endBeforeStart)).toBeInTheDocument();
    expect(screen.getByText(tripPlanTexts.groupSizeMin)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to sign in with a redirect back, keeping the plan and details', async () => {
    useTripPlan.getState().add(service(1, 'tour'));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(screen.getByText(tripPlanTexts.signInToRequest)).toBeInTheDocument();
    await fillDates(inDays(10), inDays(15));
    await userEvent.click(screen.getByRole('button', { name: tripPlanTexts.requestDraft }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fplan-trip');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useTripPlan.getState()).toMatchObject({ items: [expect.objectContaining({ id: 1 })], startDate: inDays(10), endDate: inDays(15) });
  });

  it('tells a partner that only travellers can request trips', () => {
    useSession.getState().setSession(user('partner'), 'tok');
    useTripPlan.getState().add(service(1, 'tour'));
    renderPage();
    expect(screen.getByText(tripPlanTexts.travellersOnly)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: tripPlanTexts.requestDraft })).toBeDisabled();
  });

  it('creates a preference for a traveller, clears the plan and opens the dashboard', async () => {
    useSession.getState().setSession(user('traveller'), 'tok-123');
    [service(3, 'accommodation'), service(8, 'food'), service(9, 'transport')].forEach((s) => useTripPlan.getState().add(s));
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(201, { message: preferenceTexts.submitted, preference: {} }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await fillDates(inDays(10), inDays(16));
    const size = screen.getByLabelText('Group size');
    await userEvent.clear(size);
    await userEvent.type(size, '3');
    await userEvent.type(screen.getByLabelText('Notes'), 'Vegetarian');
    await userEvent.click(screen.getByRole('button', { name: tripPlanTexts.requestDraft }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/traveller?preference_submitted=true');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/api/preferences');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    expect(JSON.parse(String(init?.body))).toEqual({
      departure_date: inDays(10),
      duration: '5-7',
      traveller_count: 3,
      interests: ['relaxation', 'foodie'],
      notes: 'Vegetarian',
      service_ids: [3, 8, 9],
    });
    expect(useTripPlan.getState()).toMatchObject({ items: [], startDate: '', notes: '', groupSize: 2 });
  });

  it('keeps the plan and shows the server message when the request fails', async () => {
    useSession.getState().setSession(user('traveller'), 'tok');
    useTripPlan.getState().add(service(1, 'transport'));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(400, { message: preferenceTexts.departureInPast })));
    renderPage();
    await fillDates(inDays(2), inDays(3));
    await userEvent.click(screen.getByRole('button', { name: tripPlanTexts.requestDraft }));
    expect(await screen.findByText(preferenceTexts.departureInPast)).toBeInTheDocument();
    await waitFor(() => expect(useTripPlan.getState().items).toHaveLength(1));
  });

  it('shows each service’s price and the plan’s estimate per person in the visitor’s currency (issue 22)', () => {
    useDisplayCurrency.setState({ chosen: 'EUR' });
    try {
      // The catalogue's prices are USD: $94 and $47 are NOK 1,000 and NOK 500, so €86 and €43; €129 together.
      useTripPlan.getState().add({ ...service(1, 'tour'), base_price: 94, currency: 'USD' });
      useTripPlan.getState().add({ ...service(2, 'food'), base_price: 47, currency: 'USD' });
      useTripPlan.getState().add({ ...service(3, 'guide'), base_price: null, currency: 'USD' });
      renderPage();
      const items = screen.getAllByRole('listitem');
      expect(items[0]).toHaveTextContent('≈ €86 · $94.00');
      expect(items[1]).toHaveTextContent('≈ €43 · $47.00');
      expect(items[2]).not.toHaveTextContent('≈');
      expect(screen.getByText(displayCurrencyTexts.planEstimate('≈ €129'))).toBeInTheDocument();
      expect(screen.getByText(displayCurrencyTexts.planEstimateHint)).toBeInTheDocument();
    } finally {
      useDisplayCurrency.setState({ chosen: null });
    }
  });

  it('shows no estimate when no service has a price', () => {
    useTripPlan.getState().add({ ...service(1, 'tour'), base_price: null });
    renderPage();
    expect(screen.queryByText(displayCurrencyTexts.planEstimateHint)).not.toBeInTheDocument();
  });
});
