import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BROWSER_RENDER_COOKIES, DEFAULT_EXCHANGE_RATES, DISPLAY_CURRENCY_STORAGE_KEY, type ExchangeRates, type UserDto } from '@mt/shared';
import { ExchangeRatesContext, useDisplayCurrency } from '@/lib/display-currency';
import { useSession } from '@/lib/session-store';
import { CurrencyPicker } from './currency-picker';

const traveller: UserDto = {
  id: 7,
  name: 'Neema Mushi',
  email: 'neema@example.com',
  user_type: 'traveller',
  userType: 'traveller',
  companyName: null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
  display_currency: null,
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderPicker = (rates: ExchangeRates | null = DEFAULT_EXCHANGE_RATES) =>
  render(
    <ExchangeRatesContext value={rates}>
      <button type="button">Before</button>
      <CurrencyPicker />
    </ExchangeRatesContext>,
  );
const picker = () => screen.getByRole('combobox', { name: 'Show prices in' });
const currencyCookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${BROWSER_RENDER_COOKIES.currency}=`));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  useDisplayCurrency.setState({ chosen: null });
  useSession.getState().clear();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${BROWSER_RENDER_COOKIES.currency}=; max-age=0; path=/`;
});

describe('CurrencyPicker', () => {
  it('offers the currencies of the rate table, USD first and chosen until another is', () => {
    renderPicker();
    expect(picker()).toHaveValue('USD');
    expect([...picker().querySelectorAll('option')].map((o) => o.textContent)).toEqual(['USD', 'EUR', 'GBP', 'KES', 'MAD', 'NOK', 'TZS', 'ZAR']);
  });

  it('keeps a choice in this browser, and tells the server to leave the page to the browser', async () => {
    renderPicker();
    await userEvent.selectOptions(picker(), 'EUR');
    expect(picker()).toHaveValue('EUR');
    expect(useDisplayCurrency.getState().chosen).toBe('EUR');
    expect(localStorage.getItem(DISPLAY_CURRENCY_STORAGE_KEY)).toBe('EUR');
    expect(currencyCookie()).toBe(`${BROWSER_RENDER_COOKIES.currency}=1`);
    // A guest's choice stays in the browser.
    expect(fetchMock).not.toHaveBeenCalled();
    // Back to the default: a guest's page again, which the server may paint.
    await userEvent.selectOptions(picker(), 'USD');
    expect(currencyCookie()).toBeUndefined();
  });

  it('is a native select, reached with Tab, so the keyboard and a phone work it as any other', async () => {
    renderPicker();
    expect(picker().tagName).toBe('SELECT');
    const ue = userEvent.setup();
    await ue.tab();
    await ue.tab();
    expect(picker()).toHaveFocus();
    await ue.selectOptions(picker(), 'TZS');
    expect(useDisplayCurrency.getState().chosen).toBe('TZS');
  });

  it('shows USD for a stored choice the table cannot show, and only USD without a table', () => {
    useDisplayCurrency.setState({ chosen: 'SEK' });
    const { unmount } = renderPicker();
    expect(picker()).toHaveValue('USD');
    unmount();
    renderPicker(null);
    expect([...picker().querySelectorAll('option')].map((o) => o.textContent)).toEqual(['USD']);
  });

  it('keeps the choice with the account of a signed-in visitor, and the session user follows', async () => {
    useSession.getState().setSession(traveller, 'tok-7');
    fetchMock.mockResolvedValue(json(200, { user: { ...traveller, display_currency: 'KES' } }));
    renderPicker();
    await userEvent.selectOptions(picker(), 'KES');
    await waitFor(() => expect(useSession.getState().user?.display_currency).toBe('KES'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/users\/me\/display-currency$/);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ currency: 'KES' });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-7');
  });

  it('keeps the browser’s choice when the account cannot be told', async () => {
    useSession.getState().setSession(traveller, 'tok-7');
    fetchMock.mockResolvedValue(json(500, { message: 'Internal Server Error' }));
    renderPicker();
    await userEvent.selectOptions(picker(), 'GBP');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(picker()).toHaveValue('GBP');
    expect(useSession.getState().user?.display_currency).toBeNull();
  });
});
