import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { exchangeRatesTexts as texts, type AdminExchangeRates, type UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { ExchangeRatesPanel } from './exchange-rates-panel';

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
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const RATES = { USD: 1, EUR: 0.92, GBP: 0.79, KES: 129, MAD: 9.9, NOK: 10.6, TZS: 2550, ZAR: 18.2 };
const STORED: AdminExchangeRates = { exchange_rates: { base: 'USD', rates: RATES }, updated_at: '2026-03-05T14:05:00.000Z' };
const PUBLIC = { maintenance_mode: false, chat_widget_url: null, payments_mode: 'sandbox', stripe_publishable_key: null, exchange_rates: STORED.exchange_rates };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  useSession.getState().setSession(admin, 'tok-a');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['settings', 'public'], PUBLIC);
  render(
    <QueryClientProvider client={queryClient}>
      <ExchangeRatesPanel />
    </QueryClientProvider>,
  );
  return queryClient;
}
const rate = (currency: string) => screen.findByRole('spinbutton', { name: texts.rateLabel(currency) });
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('ExchangeRatesPanel', () => {
  it('shows each currency’s rate against USD and when the table last changed', async () => {
    fetchMock.mockResolvedValueOnce(json(200, STORED));
    renderPanel();
    expect(await rate('EUR')).toHaveValue(0.92);
    expect(await rate('TZS')).toHaveValue(2550);
    // USD is the base, 1 by definition: not a field.
    expect(screen.queryByRole('spinbutton', { name: texts.rateLabel('USD') })).toBeNull();
    expect(screen.getAllByRole('spinbutton')).toHaveLength(7);
    expect(screen.getByText(/^Last changed 5 Mar 2026/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/admin/settings/exchange-rates');
  });

  it('says so while the default table is in force', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...STORED, updated_at: null }));
    renderPanel();
    expect(await screen.findByText(texts.neverChanged)).toBeInTheDocument();
  });

  it('refuses an empty, zero or huge rate at its row and sends nothing', async () => {
    fetchMock.mockResolvedValueOnce(json(200, STORED));
    renderPanel();
    const ue = userEvent.setup();
    await ue.clear(await rate('EUR'));
    await ue.clear(await rate('GBP'));
    await ue.type(await rate('GBP'), '0');
    await ue.clear(await rate('TZS'));
    await ue.type(await rate('TZS'), '250000');
    await ue.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.notANumber('EUR'))).toBeInTheDocument();
    expect(screen.getByText(texts.outOfBounds('GBP', '0.0001', '100,000'))).toBeInTheDocument();
    expect(screen.getByText(texts.outOfBounds('TZS', '0.0001', '100,000'))).toBeInTheDocument();
    expect(await rate('EUR')).toHaveAttribute('aria-invalid', 'true');
    expect(await rate('EUR')).toHaveAccessibleDescription(texts.notANumber('EUR'));
    expect(await rate('KES')).not.toHaveAttribute('aria-invalid');
    expect(calls('PUT')).toHaveLength(0);
  });

  it('saves the whole table against USD, shows the new time and refreshes the public settings', async () => {
    const next: AdminExchangeRates = { exchange_rates: { base: 'USD', rates: { ...RATES, EUR: 0.95 } }, updated_at: '2026-03-06T09:30:00.000Z' };
    fetchMock.mockResolvedValueOnce(json(200, STORED));
    const queryClient = renderPanel();
    const ue = userEvent.setup();
    await ue.clear(await rate('EUR'));
    await ue.type(await rate('EUR'), '0.95');
    fetchMock.mockResolvedValueOnce(json(200, next));
    await ue.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    const [url, init] = calls('PUT')[0]!;
    expect(String(url)).toContain('/api/admin/settings/exchange-rates');
    expect(JSON.parse(String(init!.body))).toEqual({ base: 'USD', rates: { ...RATES, EUR: 0.95 } });
    expect(screen.getByText(/^Last changed 6 Mar 2026/)).toBeInTheDocument();
    // The prices on every page convert with the public settings' table: they are asked for again.
    await vi.waitFor(() => expect(queryClient.getQueryState(['settings', 'public'])?.isInvalidated).toBe(true));
  });

  it('shows the server’s refusal at the row it names', async () => {
    fetchMock.mockResolvedValueOnce(json(200, STORED));
    renderPanel();
    const ue = userEvent.setup();
    await rate('EUR');
    const message = texts.outOfBounds('KES', '0.0001', '100,000');
    fetchMock.mockResolvedValueOnce(json(400, { message, errors: { 'rates.KES': [message] } }));
    await ue.click(screen.getByRole('button', { name: texts.save }));
    const row = (await rate('KES')).closest('tr')!;
    expect(await within(row as HTMLElement).findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.queryByText(texts.saved)).toBeNull();
  });
});
