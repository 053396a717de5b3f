import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerDto, SubscriptionStatus } from '@mt/shared';
import { jsonResponse as json, stubFetchRoutes, type FetchRoutes } from '@/test/route-fetch';
import { renderWithProviders } from '@/test/render';
import { partnerFixture, planFixture, signInAsPartner } from '../testing/subscription-fixtures';
import { SandboxBillingPortal, type SandboxBillingPortalProps } from './sandbox-billing-portal';

const starter = planFixture();
const growth = planFixture({ id: 2, name: 'Growth', stripe_price_id: 'price_growth', price: 799, max_services: 10, commission_rate: 12 });
const BILLING = 'POST /api/payments/sandbox/billing';

function renderPortal(status: SubscriptionStatus | null, routes: FetchRoutes = {}, props: Partial<SandboxBillingPortalProps> = {}) {
  const stub = stubFetchRoutes({ 'GET /api/subscriptions/plans': () => json(200, { plans: [starter, growth] }), ...routes });
  const onChanged = vi.fn<(p: PartnerDto) => void>();
  const onRetry = vi.fn();
  renderWithProviders(
    <SandboxBillingPortal
      subscription={{ status, plan: status ? starter : null, subscribedUntil: status ? '2026-07-01T00:00:00.000Z' : null }}
      failed={false}
      onRetry={onRetry}
      onChanged={onChanged}
      {...props}
    />,
  );
  const body = (i = 0) => JSON.parse(String(stub.calls(BILLING)[i]!.body));
  return { ...stub, onChanged, onRetry, body };
}

beforeEach(signInAsPartner);
afterEach(() => vi.unstubAllGlobals());

describe('SandboxBillingPortal', () => {
  it('shows the subscription, labelled Test mode, and offers the other plans', async () => {
    renderPortal('active');
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Current subscription' });
    expect(within(current).getByText('Active')).toBeInTheDocument();
    expect(within(current).getByText('Starter')).toBeInTheDocument();
    expect(within(current).getByText('299.00 NOK / month')).toBeInTheDocument();
    expect(within(current).getByText('1 July 2026')).toBeInTheDocument();
    const plans = await screen.findByRole('list', { name: 'Change plan' });
    expect(within(plans).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Growth']);
    expect(within(plans).getByText('799.00 NOK / month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simulate a failed renewal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay the overdue invoice' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/partner-dashboard');
  });

  it('changes the plan and hands the updated partner back', async () => {
    const updated = partnerFixture({ subscription_plan_id: 2, subscription_plan: growth });
    const { body, onChanged } = renderPortal('active', { [BILLING]: () => json(200, { partner: updated }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Growth' }));
    expect(await screen.findByText('Your plan is now Growth.')).toBeInTheDocument();
    expect(body()).toEqual({ action: 'change_plan', priceId: 'price_growth' });
    expect(onChanged).toHaveBeenCalledWith(updated);
  });

  it('simulates a failed renewal', async () => {
    const { body, onChanged } = renderPortal('active', { [BILLING]: () => json(200, { partner: partnerFixture({ subscription_status: 'past_due' }) }) });
    await userEvent.click(screen.getByRole('button', { name: 'Simulate a failed renewal' }));
    expect(await screen.findByText('The renewal payment failed.')).toBeInTheDocument();
    expect(body()).toEqual({ action: 'fail_renewal' });
    expect(onChanged.mock.calls[0]![0].subscription_status).toBe('past_due');
  });

  it('past due: the overdue invoice can be paid, the plan cannot change', async () => {
    const { body, calls } = renderPortal('past_due', { [BILLING]: () => json(200, { partner: partnerFixture() }) });
    expect(screen.queryByRole('region', { name: 'Change plan' })).not.toBeInTheDocument();
    expect(calls('GET /api/subscriptions/plans')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Pay the overdue invoice' }));
    expect(await screen.findByText('The invoice is paid. Your subscription is active again.')).toBeInTheDocument();
    expect(body()).toEqual({ action: 'pay_invoice' });
  });

  it('cancels after asking, and can keep the subscription instead', async () => {
    const { body, calls } = renderPortal('active', { [BILLING]: () => json(200, { partner: partnerFixture({ subscription_status: 'canceled' }) }) });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(calls(BILLING)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    dialog = screen.getByRole('alertdialog', { name: 'Cancel subscription?' });
    expect(within(dialog).getByText(/Your services leave the public catalogue/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Your subscription is cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(body()).toEqual({ action: 'cancel' });
  });

  it("shows the server's reason when an action is refused", async () => {
    renderPortal('active', { [BILLING]: () => json(409, { message: 'You are already on this plan.' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Simulate a failed renewal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already on this plan.');
    expect(screen.getByRole('button', { name: 'Simulate a failed renewal' })).toBeEnabled();
  });

  it.each(['canceled', null] as const)('offers nothing to change when the subscription is %s', (status) => {
    renderPortal(status);
    expect(screen.getByText('There is no subscription to manage. Choose a plan on your dashboard.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows 'Error Loading Subscription' when the partner cannot be loaded, and retries", async () => {
    const { onRetry } = renderPortal(null, {}, { subscription: null, failed: true });
    expect(screen.getByText('Error Loading Subscription')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
