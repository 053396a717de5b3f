import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentTexts, proposalTexts, tripTexts, type TravellerTrip, type UserDto } from '@mt/shared';
import { tripFixture } from '@/features/trips/testing/trip-fixture';
import { useSession } from '@/lib/session-store';
import TravellerDashboard from './traveller-dashboard';

// The card step itself is tested in features/payments; here only what follows its success matters.
vi.mock('@/features/payments/components/payment-modal', () => ({
  PaymentModal: ({ onSucceeded }: { onSucceeded(): void }) => (
    <div role="dialog" aria-label="Payment">
      <button type="button" onClick={onSucceeded}>
        Card accepted
      </button>
    </div>
  ),
}));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const traveller: UserDto = { id: 3, name: 'Amina Mwangi', email: 'amina@example.com', user_type: 'traveller', userType: 'traveller', companyName: null, profile_image: null, created_at: '2025-01-01T00:00:00.000Z' };
const unpaid = tripFixture({ id: 42 });
const paid = tripFixture({ id: 42, status: 'confirmed', payment_status: 'paid' });

/** GET /api/trips answers each trip of `answers` in turn, then the last one again. */
function serveTrips(answers: TravellerTrip[]) {
  let calls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL) => {
      const url = new URL(input);
      if (url.pathname === '/api/trips') {
        const trip = answers[Math.min(calls++, answers.length - 1)]!;
        return json(200, { upcomingTrip: trip, pastTrips: [], hasPendingPreference: false });
      }
      if (url.pathname === '/api/settings/public') return json(200, { maintenance_mode: false, chat_widget_url: null, payments_mode: 'sandbox', stripe_publishable_key: null });
      return json(404, { message: 'not mocked' });
    }),
  );
  return () => calls;
}

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/traveller', element: <TravellerDashboard /> }], { initialEntries: ['/dashboard/traveller'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** What the screen says about the payment when the success message is there: nothing stale beside it. */
function expectNoStalePaymentBeside() {
  expect(screen.getAllByText(paymentTexts.success)[0]).toBeVisible();
  expect(screen.queryByText('Payment pending')).toBeNull();
  expect(screen.queryByRole('button', { name: proposalTexts.acceptAndPay })).toBeNull();
  expect(screen.queryByRole('button', { name: tripTexts.payNow })).toBeNull();
}

describe('Traveller dashboard after a payment (issue 19 section 4)', () => {
  beforeEach(() => useSession.getState().setSession(traveller, 'tok'));
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the trip again before the success message shows', async () => {
    const calls = serveTrips([unpaid, paid]);
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: proposalTexts.acceptAndPay }));
    await userEvent.click(await screen.findByRole('button', { name: 'Card accepted' }));
    expect((await screen.findAllByText(paymentTexts.success))[0]).toBeVisible();
    expectNoStalePaymentBeside();
    expect(calls()).toBe(2);
  });

  it('keeps fetching while the payment has not reached the trip yet (a webhook on its way)', async () => {
    const calls = serveTrips([unpaid, unpaid, paid]);
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: proposalTexts.acceptAndPay }));
    await userEvent.click(await screen.findByRole('button', { name: 'Card accepted' }));
    expect(screen.queryByText(paymentTexts.success)).toBeNull();
    expect((await screen.findAllByText(paymentTexts.success, undefined, { timeout: 3000 }))[0]).toBeVisible();
    expectNoStalePaymentBeside();
    expect(calls()).toBe(3);
  });
});
