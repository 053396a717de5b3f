import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import PricingPage from './pricing-page';

const TITLES = ['What you pay', 'Deposits & payment schedule', 'Refunds & cancellations', 'Payment methods', 'Security', 'For partners'];

const renderPage = () =>
  render(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );

describe('PricingPage', () => {
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

  it('works the 20% deposit example out from the shared constants', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Deposits & payment schedule' }));
    const region = screen.getByRole('region', { name: 'Deposits & payment schedule' });
    expect(within(region).getByText('Deposit (20%)')).toBeInTheDocument();
    expect(within(region).getByText('USD 2,000')).toBeInTheDocument();
    expect(within(region).getByText('USD 400')).toBeInTheDocument();
    expect(within(region).getByText('USD 1,600')).toBeInTheDocument();
    // Single-open accordion: the first section closed when another opened.
    expect(screen.getByRole('button', { name: 'What you pay' })).toHaveAttribute('aria-expanded', 'false');
  });
});
