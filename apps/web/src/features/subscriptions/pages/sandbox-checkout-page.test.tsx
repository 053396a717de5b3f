import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { SandboxCheckoutSession } from '@mt/shared';
import { jsonResponse as json, stubFetchRoutes, type FetchRoutes } from '@/test/route-fetch';
import { testQueryClient } from '@/test/render';
import { planFixture, signInAsPartner } from '../testing/subscription-fixtures';
import SandboxCheckoutPage from './sandbox-checkout-page';

const SESSION = 'sandbox_cs_abc';
const session = (o: Partial<SandboxCheckoutSession> = {}): SandboxCheckoutSession => ({
  id: SESSION,
  status: 'open',
  expires_at: '2026-06-01T12:00:00.000Z',
  plan: planFixture({ name: 'Growth', price: 799, max_services: 10, commission_rate: 12, description: 'For established operators.' }),
  company_name: 'Kilima Tours',
  customer_email: 'baraka@example.com',
  ...o,
});

function Dashboard() {
  const location = useLocation();
  return <p>Dashboard at {`${location.pathname}${location.search}`}</p>;
}

function renderPage(routes: FetchRoutes) {
  const stub = stubFetchRoutes(routes);
  const router = createMemoryRouter(
    [
      { path: '/sandbox/checkout/:sessionId', element: <SandboxCheckoutPage /> },
      { path: '/partner-dashboard', element: <Dashboard /> },
    ],
    { initialEntries: [`/sandbox/checkout/${SESSION}`] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...stub, router };
}

const GET = `GET /api/payments/sandbox/checkout/${SESSION}`;
beforeEach(signInAsPartner);
afterEach(() => vi.unstubAllGlobals());

describe('SandboxCheckoutPage', () => {
  it('shows the plan, its price and who is billed, labelled Test mode', async () => {
    renderPage({ [GET]: () => json(200, { session: session() }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Subscribe to Growth' })).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('799.00 NOK / month')).toBeInTheDocument();
    expect(screen.getByText('Up to 10 services')).toBeInTheDocument();
    expect(screen.getByText('12% commission per booking')).toBeInTheDocument();
    expect(screen.getByText(/Kilima Tours/)).toBeInTheDocument();
    expect(screen.getByText(/baraka@example\.com/)).toBeInTheDocument();
  });

  it('completing returns to the dashboard with subscription_success=true', async () => {
    const { calls, router } = renderPage({
      [GET]: () => json(200, { session: session() }),
      [`POST /api/payments/sandbox/checkout/${SESSION}/complete`]: () => json(200, { status: 'complete', returnUrl: '/partner-dashboard?subscription_success=true' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete subscription' }));
    expect(await screen.findByText('Dashboard at /partner-dashboard?subscription_success=true')).toBeInTheDocument();
    expect(calls(`POST /api/payments/sandbox/checkout/${SESSION}/complete`)[0]!.headers).toMatchObject({ authorization: 'Bearer partner-token' });
    // Replaced, so Back does not lead to the finished checkout.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('cancelling returns with subscription_cancel=true', async () => {
    renderPage({
      [GET]: () => json(200, { session: session() }),
      [`POST /api/payments/sandbox/checkout/${SESSION}/cancel`]: () => json(200, { status: 'expired', returnUrl: '/partner-dashboard?subscription_cancel=true' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and return' }));
    expect(await screen.findByText('Dashboard at /partner-dashboard?subscription_cancel=true')).toBeInTheDocument();
  });

  it('shows why completing failed and what the session has become', async () => {
    let current = session();
    renderPage({
      [GET]: () => json(200, { session: current }),
      [`POST /api/payments/sandbox/checkout/${SESSION}/complete`]: () => {
        current = session({ status: 'expired' });
        return json(409, { message: 'This checkout session has expired. Start again from your dashboard.' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete subscription' }));
    expect(await screen.findByText('Checkout Expired')).toBeInTheDocument();
    expect(screen.getByText('This checkout session has expired. Start again from your dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/partner-dashboard');
    expect(screen.queryByRole('button', { name: 'Complete subscription' })).not.toBeInTheDocument();
  });

  it.each([
    ['complete', 'Checkout Completed', 'This checkout session is already completed.'],
    ['expired', 'Checkout Expired', 'This checkout session has expired. Start again from your dashboard.'],
  ] as const)('a %s session offers only the way back', async (status, title, body) => {
    renderPage({ [GET]: () => json(200, { session: session({ status }) }) });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the session cannot be loaded (another partner's, unknown)", async () => {
    renderPage({ [GET]: () => json(403, { message: 'This checkout session belongs to another account.' }) });
    expect(await screen.findByText('Could not load this checkout session.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('This checkout session belongs to another account.')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toBeInTheDocument();
  });
});
