import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { PartnerDto, UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
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
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PartnerDashboard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  useSession.getState().setSession(partnerUser, 'tok-p');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PartnerDashboard', () => {
  it('shows the header, the public profile link and the account details', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { partner }));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View your public profile' })).toHaveAttribute('href', '/partners/savanna-lodge');
    expect(screen.getByRole('heading', { name: 'Partner Account' })).toBeInTheDocument();
    expect(screen.getByText('kofi@savanna.example')).toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[0]![0])).pathname).toBe('/api/partners/me');
  });

  it('explains when there is no public profile yet', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { partner: { ...partner, slug: null } }));
    renderDashboard();
    expect(await screen.findByText('Your public profile will be available once setup is complete.')).toBeInTheDocument();
  });

  it('does not fetch the partner profile for a non-partner', () => {
    useSession.getState().setSession({ ...partnerUser, userType: 'traveller', user_type: 'traveller' }, 'tok-t');
    renderDashboard();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Failed to fetch partner data' when the load fails without a message", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch partner data');
  });

  it('requires company name and contact person', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { partner }));
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
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message, else 'Failed to update profile.'", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { partner }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    renderDashboard();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await ue.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile.');
  });

  it('saves the profile, updates the stored user and hides the success message after 3 s', async () => {
    const updated = { ...partner, company_name: 'Savanna Camp' };
    fetchMock.mockResolvedValueOnce(json(200, { partner }));
    fetchMock.mockResolvedValueOnce(
      json(200, { message: 'Profile updated successfully!', partner: updated, user: { ...partnerUser, companyName: 'Savanna Camp' } }),
    );
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
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
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

  it('opens the change-password modal', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { partner }));
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });
});
