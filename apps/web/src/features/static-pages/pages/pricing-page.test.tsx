import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { BOOKING_TERMS_DEFAULT, type BookingTerms } from '@mt/shared';
import { testQueryClient } from '@/test/render';
import { jsonResponse, stubFetchRoutes } from '@/test/route-fetch';
import PricingPage from './pricing-page';

const TITLES = ['What you pay', 'Deposits & payment schedule', 'Refunds & cancellations', 'Payment methods', 'Security', 'For partners'];

const renderPage = (terms: BookingTerms = BOOKING_TERMS_DEFAULT, mode: 'sandbox' | 'stripe' = 'sandbox') => {
  stubFetchRoutes({
    'GET /api/settings/booking-terms': () => jsonResponse(200, terms),
    'GET /api/settings/public': () => jsonResponse(200, { maintenance_mode: false, chat_widget_url: null, payments_mode: mode, stripe_publishable_key: null }),
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <PricingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};
// The DOM matchers collapse the no-break space Intl puts after the currency code.
const nok = (text: string) => text.replace(/\u00a0/g, ' ');

describe('PricingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is titled How Pricing Works and sets the tab title', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'How Pricing Works' })).toBeInTheDocument();
    expect(document.title).toBe('Pricing – Mystery Trips');
  });

  it('lists the six sections in order with only the first open', () => {
    renderPage();
    const triggers = screen.getAllByRole('button', { name: new RegExp(TITLES.map((t) => t.replace('&', '\\&')).join('|')) });
    expect(triggers.map((t) => t.textContent)).toEqual(TITLES);
    expect(triggers.map((t) => t.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
    expect(screen.getByText(/one all-in price/)).toBeVisible();
  });

  it('states the deposit and balance rule from the settings, with an example at the real percentage', async () => {
    const user = userEvent.setup();
    renderPage({ ...BOOKING_TERMS_DEFAULT, deposit_percent: 30, balance_due_days: 60 });
    await user.click(screen.getByRole('button', { name: 'Deposits & payment schedule' }));
    const region = screen.getByRole('region', { name: 'Deposits & payment schedule' });
    expect(await within(region).findByText(/deposit of 30 % of the price and pay the balance no later than 60 days before departure/)).toBeInTheDocument();
    expect(within(region).getByText('Deposit (30%)')).toBeInTheDocument();
    expect(within(region).getByText(nok('NOK 25,000.00'))).toBeInTheDocument();
    expect(within(region).getByText(nok('NOK 7,500.00'))).toBeInTheDocument();
    expect(within(region).getByText(nok('NOK 17,500.00'))).toBeInTheDocument();
    // Single-open accordion: the first section closed when another opened.
    expect(screen.getByRole('button', { name: 'What you pay' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the cancellation tiers and the postponement fee from the settings', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Refunds & cancellations' }));
    const region = screen.getByRole('region', { name: 'Refunds & cancellations' });
    const rows = (await within(region).findAllByRole('row')).slice(1).map((r) => r.textContent);
    expect(rows).toEqual([
      '60 days or more before departureEverything but the deposit',
      '30–59 days before departure50 % of what you paid',
      '14–29 days before departure25 % of what you paid',
      'Under 14 days before departureNothing',
    ]);
    expect(within(region).getByText(new RegExp(nok('a fee of NOK 1,000.00')))).toBeInTheDocument();
    // The postponement rules the server enforces (docs/decisions/0016).
    expect(within(region).getByText(/postpone a booked trip once, up to 28 days before departure, to a new date from 28 days to 18 months ahead/)).toBeInTheDocument();
  });

  it('names only what checkout takes: cards, and wallets only with Stripe', async () => {
    const user = userEvent.setup();
    renderPage(BOOKING_TERMS_DEFAULT, 'stripe');
    await user.click(screen.getByRole('button', { name: 'Payment methods' }));
    const region = screen.getByRole('region', { name: 'Payment methods' });
    expect(within(region).getByText('Cards: Visa, Mastercard, American Express')).toBeInTheDocument();
    expect(await within(region).findByText(/Apple Pay and Google Pay, where your device and Stripe offer them/)).toBeInTheDocument();
    expect(within(region).queryByText(/M-Pesa|Bank transfer|135\+/)).not.toBeInTheDocument();
  });
});
