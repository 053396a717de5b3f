import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { PartnerDto, SubscriptionPlanDto, UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { jsonResponse as json, stubFetchRoutes, type FetchRoutes } from '@/test/route-fetch';
import PartnerDashboard from './partner-dashboard';

const partnerUser: UserDto = {
  id: 5,
  name: 'Kofi Mensah',
  email: 'kofi@savanna.example',
  user_type: 'partner',
  userType: 'partner',
  companyName: 'Savanna Lodge',
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
const growth: SubscriptionPlanDto = {
  id: 2,
  name: 'Growth',
  description: 'For established operators.',
  max_services: 10,
  stripe_price_id: 'price_growth',
  price: 799,
  currency: 'NOK',
  interval: 'month',
  commission_rate: 12,
};
const partner: PartnerDto = {
  id: 9,
  user_id: 5,
  company_name: 'Savanna Lodge',
  contact_name: 'Kofi Mensah',
  email: 'kofi@savanna.example',
  phone_number: '+254 700 123456',
  website_url: 'https://savanna.example',
  logo_url: null,
  slug: 'savanna-lodge',
  service_type: 'accommodation',
  company_description: null,
  city: null,
  country: null,
  subscription_status: null,
  subscription_plan_id: null,
  subscription_plan: null,
  subscribed_until: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

const baseRoutes = (): FetchRoutes => ({
  'GET /api/partners/me': () => json(200, { partner }),
  'GET /api/subscriptions/plans': () => json(200, { plans: [growth] }),
  'GET /api/services': () => json(200, { services: [] }),
  'GET /api/partners/me/earnings': () =>
    json(200, { status: 'success', summary: { estimatedTotalEarnings: 0, includedInCompletedTrips: 0 }, trends: [] }),
  'GET /api/partners/me/bookings': () => json(200, { bookings: [] }),
  'GET /api/partners/me/service-popularity': () => json(200, { status: 'success', popularity: [] }),
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderDashboard(path = '/partner-dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <PartnerDashboard />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let fetchStub: ReturnType<typeof stubFetchRoutes>;
const serve = (overrides: FetchRoutes = {}) => (fetchStub = stubFetchRoutes({ ...baseRoutes(), ...overrides }));
const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  useSession.getState().setSession(partnerUser, 'tok-p');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PartnerDashboard', () => {
  it('shows the header, the public profile link and the account details', async () => {
    serve({ 'GET /api/partners/me': () => json(200, { partner: { ...partner, subscription_status: 'trialing', subscription_plan: growth } }) });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View your public profile' })).toHaveAttribute('href', '/partners/savanna-lodge');
    expect(screen.getByRole('heading', { name: 'Partner Account' })).toBeInTheDocument();
    expect(screen.getByText('kofi@savanna.example')).toBeInTheDocument();
    expect(fetchStub.calls('GET /api/partners/me')).toHaveLength(1);
  });

  it('shows every section with its empty state', async () => {
    serve();
    renderDashboard();
    for (const title of ['My Earnings', 'Your Subscription', 'My Services / Listings', 'Service Popularity', 'Recent Bookings', 'Partner Account']) {
      expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(await within(region('My Earnings')).findByText('No Earnings Data Yet')).toBeInTheDocument();
    expect(await within(region('Service Popularity')).findByText('No Popularity Data')).toBeInTheDocument();
    expect(await within(region('Recent Bookings')).findByText('No Recent Bookings')).toBeInTheDocument();
    expect(await within(region('My Services / Listings')).findByText('No Services Yet')).toBeInTheDocument();
  });

  it.each([
    ['without a slug', { slug: null, subscription_status: 'active' }],
    ['without an active or trialing subscription (the page would not exist)', { subscription_status: 'canceled' }],
  ])('explains that there is no public profile yet %s', async (_label, change) => {
    serve({ 'GET /api/partners/me': () => json(200, { partner: { ...partner, subscription_plan: growth, ...change } }) });
    renderDashboard();
    expect(await screen.findByText('Your public profile will be available once setup is complete.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View your public profile' })).not.toBeInTheDocument();
  });

  it('does not fetch anything for a non-partner', () => {
    serve();
    useSession.getState().setSession({ ...partnerUser, userType: 'traveller', user_type: 'traveller' }, 'tok-t');
    renderDashboard();
    expect(fetchStub.mock).not.toHaveBeenCalled();
  });

  it("shows 'Failed to fetch partner data' when the load fails without a message, and the subscription error panel", async () => {
    serve({ 'GET /api/partners/me': () => new Response(null, { status: 500 }) });
    renderDashboard();
    expect(await screen.findByText('Failed to fetch partner data')).toBeInTheDocument();
    const sub = region('Your Subscription');
    expect(within(sub).getByText('Error Loading Subscription')).toBeInTheDocument();
    expect(within(sub).getByText('Could not load your subscription data. Please try again later.')).toBeInTheDocument();
  });

  it.each([
    ['GET /api/partners/me/earnings', 'My Earnings', 'Error Loading Earnings', 'Failed to fetch earnings summary'],
    ['GET /api/partners/me/service-popularity', 'Service Popularity', 'Error Loading Popularity', 'Failed to fetch service popularity'],
    ['GET /api/partners/me/bookings', 'Recent Bookings', 'Error Loading Bookings', 'Failed to fetch bookings summary'],
    ['GET /api/services', 'My Services / Listings', 'Error Loading Services', 'Failed to load services'],
  ])('shows the error panel when %s fails', async (route, section, title, fallback) => {
    serve({ [route]: () => new Response('oops', { status: 502 }) });
    renderDashboard();
    const panel = await within(await screen.findByRole('region', { name: section })).findByText(title);
    expect(panel).toBeInTheDocument();
    // Earnings, popularity and bookings show 'HTTP error! status: N' first, as spec 2 section 8 lists it.
    const expected = route === 'GET /api/services' ? fallback : 'HTTP error! status: 502';
    expect(within(region(section)).getByText(expected)).toBeInTheDocument();
  });

  it('treats an earnings answer without status success as a failure and shows zero totals', async () => {
    serve({ 'GET /api/partners/me/earnings': () => json(200, { status: 'error', summary: { estimatedTotalEarnings: 5, includedInCompletedTrips: 5 }, trends: [] }) });
    renderDashboard();
    const earnings = await screen.findByRole('region', { name: 'My Earnings' });
    expect(await within(earnings).findByText('Failed to fetch earnings summary')).toBeInTheDocument();
    expect(within(earnings).getByTestId('Estimated Total Earnings').textContent?.replace(/\s/g, ' ')).toBe('0,00 kr');
  });

  it('shows the earnings figures in NOK and the monthly trend', async () => {
    serve({
      'GET /api/partners/me/earnings': () =>
        json(200, {
          status: 'success',
          summary: { estimatedTotalEarnings: 12345.5, includedInCompletedTrips: 1700 },
          trends: [
            { month: '2026-01', totalEarnings: 0 },
            { month: '2026-02', totalEarnings: 1700 },
          ],
        }),
    });
    renderDashboard();
    const earnings = await screen.findByRole('region', { name: 'My Earnings' });
    const plain = (s: string | null | undefined) => s?.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain((await within(earnings).findByTestId('Estimated Total Earnings')).textContent)).toBe('12 345,50 kr');
    expect(plain(within(earnings).getByTestId('Included in Completed Trips').textContent)).toBe('1 700,00 kr');
    const table = within(earnings).getByRole('table', { name: 'Monthly earnings (completed trips)' });
    expect(within(table).getByText('Feb 2026')).toBeInTheDocument();
  });

  it('shows the popularity and the bookings', async () => {
    serve({
      'GET /api/partners/me/service-popularity': () => json(200, { status: 'success', popularity: [{ serviceName: 'Balloon Safari', bookingCount: 3 }] }),
      'GET /api/partners/me/bookings': () =>
        json(200, {
          bookings: [
            { trip_id: 1, service_id: 4, traveller_name: 'Amina Mwangi', trip_created_at: '2026-02-01T10:00:00Z', trip_status: 'pending_confirmation', service_name: 'Balloon Safari', service_type: 'activity', service_base_price: 1000, currency: 'NOK' },
          ],
        }),
    });
    renderDashboard();
    const popularity = await screen.findByRole('region', { name: 'Service Popularity' });
    expect(await within(popularity).findByRole('cell', { name: 'Balloon Safari' })).toBeInTheDocument();
    const bookings = region('Recent Bookings');
    expect(await within(bookings).findByText('Amina Mwangi')).toBeInTheDocument();
    expect(within(bookings).getByText('Pending confirmation')).toBeInTheDocument();
  });

  it.each([
    ['subscription_success=true', 'Subscription activated successfully!'],
    ['subscription_cancel=true', 'Subscription process was cancelled.'],
  ])('on return with %s shows the message and clears the query', async (query, message) => {
    serve();
    renderDashboard(`/partner-dashboard?${query}&tab=x`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/partner-dashboard\?tab=x$/);
  });

  it('dims the services without an active subscription', async () => {
    serve();
    renderDashboard();
    const services = await screen.findByRole('region', { name: 'My Services / Listings' });
    expect(await within(services).findByText('Requires an active subscription.')).toBeInTheDocument();
    expect(within(services).getByRole('button', { name: 'Add New Service', hidden: true })).toBeDisabled();
  });

  it('requires company name and contact person', async () => {
    serve();
    renderDashboard();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await ue.clear(screen.getByLabelText('Company Name'));
    await ue.clear(screen.getByLabelText('Contact Person'));
    await ue.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Company name is required.')).toBeInTheDocument();
    expect(screen.getByText('Contact person is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(fetchStub.calls('PUT /api/partners/me')).toHaveLength(0);
  });

  it("shows the server's message, else 'Failed to update profile.'", async () => {
    serve({ 'PUT /api/partners/me': () => new Response(null, { status: 500 }) });
    renderDashboard();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await ue.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(region('Partner Account')).findByRole('alert')).toHaveTextContent('Failed to update profile.');
  });

  it('saves the profile, updates the stored user and hides the success message after 3 s', async () => {
    const updated = { ...partner, company_name: 'Savanna Camp' };
    serve({
      'PUT /api/partners/me': () =>
        json(200, { message: 'Profile updated successfully!', partner: updated, user: { ...partnerUser, companyName: 'Savanna Camp' } }),
    });
    renderDashboard();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await ue.clear(screen.getByLabelText('Company Name'));
    await ue.type(screen.getByLabelText('Company Name'), 'Savanna Camp');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    for (let i = 0; i < 20 && !screen.queryByText('Profile updated successfully!'); i++) {
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    expect(JSON.parse(String(fetchStub.calls('PUT /api/partners/me')[0]!.body))).toEqual({
      companyName: 'Savanna Camp',
      name: 'Kofi Mensah',
      phone_number: '+254 700 123456',
      website_url: 'https://savanna.example',
    });
    expect(useSession.getState().user?.companyName).toBe('Savanna Camp');
    expect(screen.getAllByText('Savanna Camp').length).toBeGreaterThan(0);

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('changes the password in a modal that closes 1.5 s after success', async () => {
    serve({ 'PUT /api/users/me/password': () => json(200, { message: 'Password changed successfully.' }) });
    renderDashboard();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    await ue.type(within(dialog).getByLabelText('Current Password'), 'old password 1');
    await ue.type(within(dialog).getByLabelText('New Password'), 'new password 22');
    await ue.type(within(dialog).getByLabelText('Confirm New Password'), 'new password 22');
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    for (let i = 0; i < 20 && !screen.queryByText('Password changed successfully.'); i++) {
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    expect(screen.getByText('Password changed successfully.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1450));
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument();
  });
});
