import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SubscriptionPlanDto, SubscriptionStatus } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { jsonResponse as json, stubFetchRoutes, type FetchRoutes } from '@/test/route-fetch';
import type { RedirectDeps } from '../utils/provider-redirect';
import { SubscriptionPanel, type SubscriptionPanelProps } from './subscription-panel';

const plan = (o: Partial<SubscriptionPlanDto>): SubscriptionPlanDto => ({
  id: 1,
  name: 'Starter',
  description: 'For a first listing.',
  max_services: 3,
  stripe_price_id: 'price_starter',
  price: 299,
  currency: 'NOK',
  interval: 'month',
  commission_rate: 15,
  ...o,
});
const starter = plan({});
const pro = plan({ id: 3, name: 'Pro', max_services: null, stripe_price_id: 'price_pro', price: 1990, commission_rate: 10, interval: 'year' });

let redirect: { navigate: Mock<RedirectDeps['navigate']> };
beforeEach(() => {
  useSession.getState().setSession(
    { id: 1, name: 'P', email: 'p@example.com', user_type: 'partner', userType: 'partner', companyName: 'Co', profile_image: null, created_at: '2025-01-01T00:00:00Z' },
    'tok',
  );
  redirect = { navigate: vi.fn<RedirectDeps['navigate']>() };
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(status: SubscriptionStatus | null, routes: FetchRoutes = {}, props: Partial<SubscriptionPanelProps> = {}) {
  const stub = stubFetchRoutes({ 'GET /api/subscriptions/plans': () => json(200, { plans: [starter, pro] }), ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onRetryPartner = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <SubscriptionPanel
        subscription={{ status, plan: status ? starter : null, subscribedUntil: status ? '2026-07-01T00:00:00.000Z' : null }}
        partnerLoading={false}
        partnerFailed={false}
        onRetryPartner={onRetryPartner}
        redirect={redirect}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { ...stub, onRetryPartner };
}

describe('SubscriptionPanel', () => {
  it.each(['active', 'trialing', 'past_due'] as const)('shows status, plan, price, subscribed-until and Manage Billing when %s', async (status) => {
    const { calls } = renderPanel(status);
    const labels = { active: 'Active', trialing: 'Trialing', past_due: 'Past Due' };
    expect(screen.getByText(labels[status])).toBeInTheDocument();
    expect(screen.getByText('Starter')).toBeInTheDocument();
    expect(screen.getByText('299.00 NOK / month')).toBeInTheDocument();
    expect(screen.getByText('1 July 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
    // The plan list is not needed, so not fetched.
    expect(calls('GET /api/subscriptions/plans')).toHaveLength(0);
  });

  it.each([null, 'canceled', 'unpaid', 'incomplete'] as const)('lists the plans to subscribe to when the status is %s', async (status) => {
    renderPanel(status);
    const list = await screen.findByRole('list', { name: 'Subscription plans' });
    expect(within(list).getByText('299.00 NOK / month')).toBeInTheDocument();
    expect(within(list).getByText('1990.00 NOK / year')).toBeInTheDocument();
    expect(within(list).getByText('Up to 3 services')).toBeInTheDocument();
    expect(within(list).getByText('Unlimited services')).toBeInTheDocument();
    expect(within(list).getByText('10% commission per booking')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).not.toBeInTheDocument();
  });

  it("shows 'No Plans Available' when no plans are set up", async () => {
    renderPanel('canceled', { 'GET /api/subscriptions/plans': () => json(200, { plans: [] }) });
    expect(await screen.findByText('No Plans Available')).toBeInTheDocument();
    expect(screen.getByText('Subscription plans are not currently set up.')).toBeInTheDocument();
  });

  it("shows 'Error Loading Subscription' when the plans cannot be loaded, and retries", async () => {
    let fail = true;
    const { calls } = renderPanel(null, { 'GET /api/subscriptions/plans': () => (fail ? new Response(null, { status: 503 }) : json(200, { plans: [starter] })) });
    expect(await screen.findByText('Error Loading Subscription')).toBeInTheDocument();
    expect(screen.getByText('Could not load your subscription data. Please try again later.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Subscribe to Starter' })).toBeInTheDocument();
    expect(calls('GET /api/subscriptions/plans')).toHaveLength(2);
  });

  it("shows 'Error Loading Subscription' when the partner's profile failed, retrying that", async () => {
    const { onRetryPartner } = renderPanel(null, {}, { subscription: null, partnerFailed: true });
    expect(screen.getByText('Error Loading Subscription')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetryPartner).toHaveBeenCalled();
  });

  it('subscribes: posts the plan’s priceId and goes to the checkoutUrl', async () => {
    const { calls } = renderPanel(null, { 'POST /api/subscriptions/create-checkout-session': () => json(200, { checkoutUrl: '/sandbox/checkout/cs_123' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to Pro' }));
    await waitFor(() => expect(redirect.navigate).toHaveBeenCalledWith(`${window.location.origin}/sandbox/checkout/cs_123`));
    expect(JSON.parse(String(calls('POST /api/subscriptions/create-checkout-session')[0]!.body))).toEqual({ priceId: 'price_pro' });
  });

  it.each([
    ['an answer without URL', () => json(200, {}), 'Could not get redirect URL or Session ID from server.'],
    ['a javascript: URL', () => json(200, { checkoutUrl: 'javascript:alert(1)' }), 'Could not get redirect URL or Session ID from server.'],
    ["the server's message", () => json(409, { message: 'You already have an active subscription.' }), 'You already have an active subscription.'],
    ['a bare failure', () => new Response(null, { status: 500 }), 'Failed to start subscription'],
  ])('shows an error for %s', async (_label, answer, message) => {
    renderPanel(null, { 'POST /api/subscriptions/create-checkout-session': answer });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to Starter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(redirect.navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe to Starter' })).toBeEnabled();
  });

  it('opens the billing portal at the portalUrl', async () => {
    renderPanel('active', { 'POST /api/subscriptions/create-billing-portal-session': () => json(200, { portalUrl: 'https://billing.stripe.com/p/session_1' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(redirect.navigate).toHaveBeenCalledWith('https://billing.stripe.com/p/session_1'));
  });

  it.each([
    [() => json(200, {}), 'Could not get Billing Portal URL from server.'],
    [() => new Response(null, { status: 502 }), 'Failed to open billing portal'],
    [() => json(404, { message: 'No billing account yet.' }), 'No billing account yet.'],
  ])('shows a billing portal failure (%#)', async (answer, message) => {
    renderPanel('past_due', { 'POST /api/subscriptions/create-billing-portal-session': answer });
    await userEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(redirect.navigate).not.toHaveBeenCalled();
  });
});
