import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BOOKING_TERMS_DEFAULT, bookingTermsTexts, envelopeTexts, type UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { SiteSettingsPanel } from './site-settings-panel';

const admin: UserDto = {
  id: 1,
  name: 'Admin',
  email: 'admin@example.com',
  user_type: 'admin',
  userType: 'admin',
  companyName: null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['settings', 'public'], { maintenance_mode: false, chat_widget_url: null, payments_mode: 'sandbox', stripe_publishable_key: null });
  render(
    <QueryClientProvider client={queryClient}>
      <SiteSettingsPanel />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** The money terms as the API answers them by default. */
const money = {
  deposit_percent: BOOKING_TERMS_DEFAULT.deposit_percent,
  balance_due_days: BOOKING_TERMS_DEFAULT.balance_due_days,
  cancellation_tiers: BOOKING_TERMS_DEFAULT.cancellation_tiers,
  postponement_fee: BOOKING_TERMS_DEFAULT.postponement_fee,
  // The envelope's lead times (issue 19) travel with the other settings.
  envelope_weather_days: 14,
  envelope_packing_days: 10,
  envelope_region_days: 7,
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  useSession.getState().setSession(admin, 'tok-a');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  // Radix's Switch measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SiteSettingsPanel', () => {
  it('shows the current settings', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { maintenance_mode: true, reveal_days_before_departure: 3, ...money }));
    renderPanel();
    expect(await screen.findByRole('switch', { name: 'Maintenance mode' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Maintenance mode' })).toHaveAccessibleDescription(/only administrators can use the site/);
    expect(screen.getByLabelText('Reveal trips N days before departure')).toHaveValue(3);
  });

  it('refuses a lead time outside 0-60', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { maintenance_mode: false, reveal_days_before_departure: 3, ...money }));
    renderPanel();
    const ue = userEvent.setup();
    const days = await screen.findByLabelText('Reveal trips N days before departure');
    await ue.clear(days);
    await ue.type(days, '61');
    await ue.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Enter a whole number of days from 0 to 60.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('saves, refreshes the public settings and shows "Settings saved." for 5 s', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { maintenance_mode: false, reveal_days_before_departure: 3, ...money }));
    fetchMock.mockResolvedValueOnce(json(200, { maintenance_mode: true, reveal_days_before_departure: 5, ...money }));
    fetchMock.mockResolvedValue(json(200, { maintenance_mode: true, chat_widget_url: null, payments_mode: 'sandbox', stripe_publishable_key: null }));
    const queryClient = renderPanel();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('switch', { name: 'Maintenance mode' }));
    const days = screen.getByLabelText('Reveal trips N days before departure');
    await ue.clear(days);
    await ue.type(days, '5');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    for (let i = 0; i < 20 && !screen.queryByText('Settings saved.'); i++) {
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    expect(screen.getByText('Settings saved.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(new URL(String(url)).pathname).toBe('/api/admin/settings');
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body))).toEqual({ maintenance_mode: true, reveal_days_before_departure: 5, ...money });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['settings', 'public'] });

    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText('Settings saved.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
  });

  it("shows the server's message when saving fails", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { maintenance_mode: false, reveal_days_before_departure: 3, ...money }));
    fetchMock.mockResolvedValueOnce(json(403, { message: 'You do not have permission to do this.' }));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  });

  it('shows an error banner when the settings cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load site settings.');
  });

  it('shows and saves the money terms, with the cancellation table as rows', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { maintenance_mode: false, reveal_days_before_departure: 3, ...money }));
    fetchMock.mockResolvedValueOnce(json(200, { maintenance_mode: false, reveal_days_before_departure: 3, ...money, deposit_percent: 25 }));
    renderPanel();
    const deposit = await screen.findByLabelText('Deposit (%)');
    expect(deposit).toHaveValue(20);
    expect(screen.getByLabelText('Balance due (days before departure)')).toHaveValue(45);
    expect(screen.getByLabelText('Postponement fee (NOK)')).toHaveValue(1000);
    expect(screen.getByLabelText('Row 1: days before departure')).toHaveValue(60);
    expect(screen.getByLabelText('Row 1: keeps the deposit')).toBeChecked();
    expect(screen.getByLabelText('Row 4: refund percent')).toHaveValue(0);
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText('Settings saved.');
    const [, init] = fetchMock.mock.calls[1]!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ deposit_percent: 25, cancellation_tiers: money.cancellation_tiers });
  });

  it('refuses a cancellation table without a 0-day row before sending it', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { maintenance_mode: false, reveal_days_before_departure: 3, ...money }));
    renderPanel();
    const lastDays = await screen.findByLabelText('Row 4: days before departure');
    await userEvent.clear(lastDays);
    await userEvent.type(lastDays, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(bookingTermsTexts.tiersNeedZero)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('SiteSettingsPanel envelope days', () => {
  it('refuses stages out of order before sending anything', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { maintenance_mode: false, reveal_days_before_departure: 3, ...money }));
    renderPanel();
    const packing = await screen.findByLabelText('Packing list opens N days before departure');
    await userEvent.clear(packing);
    await userEvent.type(packing, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(envelopeTexts.daysOrder, { selector: '[role="alert"], p' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
