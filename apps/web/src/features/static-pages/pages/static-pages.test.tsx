import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { BOOKING_TERMS_DEFAULT } from '@mt/shared';
import { testQueryClient } from '@/test/render';
import { jsonResponse, stubFetchRoutes } from '@/test/route-fetch';
import AboutPage from './about-page';
import PartnerTermsPage from './partner-terms-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsPage from './terms-page';
import UnderDevelopmentPage from './under-development-page';

const renderPage = (Page: ComponentType) =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('static pages', () => {
  // The terms quote the money terms from the settings (docs/decisions/0013).
  beforeEach(() => stubFetchRoutes({ 'GET /api/settings/booking-terms': () => jsonResponse(200, { ...BOOKING_TERMS_DEFAULT, postponement_fee: 1500 }) }));
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['About Us', AboutPage],
    ['Terms of Service', TermsPage],
    ['Partner Terms of Service', PartnerTermsPage],
    ['Privacy Policy', PrivacyPolicyPage],
    ['Site Under Development', UnderDevelopmentPage],
  ] as const)('%s has one h1, a document title and no unfilled placeholders', (title, Page) => {
    const { container } = renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(document.title).toBe(`${title} – Mystery Trips`);
    expect(container.textContent).not.toMatch(/\[[A-Z][^\]]*\]|lorem ipsum/i);
  });

  it('quotes the traveller terms from the legal constants', () => {
    renderPage(TermsPage);
    expect(screen.getByText(/limited to USD 100\./)).toBeInTheDocument();
    expect(screen.getByText(/at least 30 days’ notice/)).toBeInTheDocument();
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();
  });

  it('states the deposit, the cancellation tiers and the postponement fee from the settings', async () => {
    renderPage(TermsPage);
    expect(await screen.findByText(/confirm it with a deposit of 20 % of the price/)).toBeInTheDocument();
    expect(screen.getByText('Everything but the deposit')).toBeInTheDocument();
    expect(screen.getByText(/postpone a booked trip once, up to 28 days before departure.*It costs a fee of NOK\s1,500\.00/)).toBeInTheDocument();
  });

  it('limits partner liability to the lower of 12 months of commission or USD 100', () => {
    renderPage(PartnerTermsPage);
    expect(screen.getByText(/lower of the commission paid to us over the 12 months before the claim or USD 100/)).toBeInTheDocument();
  });

  it('names the operating company in the privacy contact block and the under-18 rule', () => {
    renderPage(PrivacyPolicyPage);
    const address = screen.getByText('Mystery Trips AS').closest('address')!;
    expect(address).toHaveTextContent('Oslo, Norway');
    expect(address).toHaveTextContent('privacy@mysterytrips.example');
    expect(screen.getByText(/not aimed at anyone under 18/)).toBeInTheDocument();
  });

  it('offers administrators a way to log in during maintenance', () => {
    renderPage(UnderDevelopmentPage);
    expect(screen.getByRole('link', { name: 'Administrator log in' })).toHaveAttribute('href', '/login');
  });
});
