import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { revenueTexts, type AdminPlan } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { CommissionTab } from './commission-tab';

const plan = (over: Partial<AdminPlan> = {}): AdminPlan => ({
  id: 2,
  name: 'Growth',
  description: null,
  is_active: true,
  price: 799,
  currency: 'NOK',
  interval: 'month',
  commission_rate: 12,
  max_services: 10,
  partner_count: 3,
  ...over,
});
const summary = { totalPlatformRevenue: 1700, totalPartnerPayouts: 7000, totalServiceValue: 8000, totalTripsProcessed: 4, totalCommissionTransactions: 5, currency: 'NOK' };
const notify = { success: vi.fn(), error: vi.fn() };

function serve(plans: AdminPlan[] | (() => AdminPlan[]), extra: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    'GET /api/revenue/summary': jsonResponse(200, { data: summary }),
    'GET /api/revenue/subscription-plans': () => jsonResponse(200, { data: typeof plans === 'function' ? plans() : plans }),
    'GET /api/revenue/top-partners': jsonResponse(200, {
      data: [{ partnerId: 7, partnerName: 'Bravo Safaris', totalTrips: 1, totalPayout: 3600, currency: 'NOK' }],
    }),
    ...extra,
  });
}

beforeEach(() => {
  signInAsAdmin();
  notify.success.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

async function openEdit(user: ReturnType<typeof userEvent.setup>, name = 'Growth') {
  await user.click(await screen.findByRole('button', { name: `${revenueTexts.editPlan}: ${name}` }));
  return screen.findByRole('dialog', { name: revenueTexts.editPlanTitle(name) });
}

describe('CommissionTab', () => {
  it('shows the summary cards, plan cards and the ranked top partners', async () => {
    const fetchMock = serve([plan(), plan({ id: 3, name: 'Pro', max_services: null, commission_rate: 10 })]);
    renderWithProviders(<CommissionTab notify={notify} />);
    expect(await screen.findByText('NOK 1,700.00')).toBeInTheDocument();
    expect(screen.getByText(revenueTexts.platformRevenue)).toBeInTheDocument();
    expect(screen.getByText('NOK 7,000.00')).toBeInTheDocument();
    expect(screen.getByText(revenueTexts.totalTrips).nextSibling).toHaveTextContent('4');
    const pro = (await screen.findByRole('heading', { name: 'Pro' })).closest('article')!;
    expect(within(pro).getByText(revenueTexts.unlimited)).toBeInTheDocument();
    expect(within(pro).getByText('10%')).toBeInTheDocument();
    const top = screen.getByRole('heading', { name: revenueTexts.topPartnersTitle }).parentElement!;
    expect(within(top).getByLabelText('Rank 1')).toBeInTheDocument();
    expect(within(top).getByText('Bravo Safaris')).toBeInTheDocument();
    expect(within(top).getByText('NOK 3,600.00')).toBeInTheDocument();
    const topCall = fetchMock.mock.calls.find(([url]) => String(url).includes('top-partners'))!;
    expect(new URL(String(topCall[0])).searchParams.get('limit')).toBe('5');
  });

  it('shows the empty states and the load error title', async () => {
    routeFetch({
      'GET /api/revenue/summary': jsonResponse(500, { message: 'Database unavailable.' }),
      'GET /api/revenue/subscription-plans': jsonResponse(200, { data: [] }),
      'GET /api/revenue/top-partners': jsonResponse(200, { data: [] }),
    });
    renderWithProviders(<CommissionTab notify={notify} />);
    expect(await screen.findByText(revenueTexts.loadErrorTitle)).toBeInTheDocument();
    expect(screen.getByText('Database unavailable.')).toBeInTheDocument();
    expect(await screen.findByText(revenueTexts.noPlans)).toBeInTheDocument();
    expect(await screen.findByText(revenueTexts.noPartnerData)).toBeInTheDocument();
  });
});

describe('Edit Plan modal', () => {
  it('refuses a commission outside 0-100 and a negative or fractional limit, without sending', async () => {
    const fetchMock = serve([plan()]);
    const user = userEvent.setup();
    renderWithProviders(<CommissionTab notify={notify} />);
    const dialog = await openEdit(user);
    const rate = within(dialog).getByLabelText(revenueTexts.commissionRateLabel);
    const max = within(dialog).getByLabelText(revenueTexts.maxServicesLabel);
    expect(rate).toHaveValue(12);
    expect(max).toHaveValue(10);
    for (const [r, m] of [
      ['100.5', '10'],
      ['-1', '10'],
      ['', '10'],
    ]) {
      await user.clear(rate);
      if (r) await user.type(rate, r);
      await user.clear(max);
      await user.type(max, m!);
      await user.click(within(dialog).getByRole('button', { name: revenueTexts.save }));
      expect(await within(dialog).findByText(revenueTexts.commissionRange)).toBeInTheDocument();
    }
    await user.clear(rate);
    await user.type(rate, '15');
    for (const m of ['-2', '2.5', '']) {
      await user.clear(max);
      if (m) await user.type(max, m);
      await user.click(within(dialog).getByRole('button', { name: revenueTexts.save }));
      expect(await within(dialog).findByText(revenueTexts.maxServicesInvalid)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('disables the limit while Unlimited is checked and sends null; 0 is accepted too', async () => {
    const saved: unknown[] = [];
    let current = plan();
    serve(() => [current], {
      'PUT /api/revenue/subscription-plans/2': (_url, init) => {
        const body = JSON.parse(String(init.body));
        saved.push(body);
        current = plan({ commission_rate: body.commission_rate, max_services: body.max_services || null });
        return jsonResponse(200, { message: 'Plan updated.', data: current });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CommissionTab notify={notify} />);
    let dialog = await openEdit(user);
    expect(within(dialog).getByText(revenueTexts.unlimitedHint)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(revenueTexts.unlimitedLabel));
    expect(within(dialog).getByLabelText(revenueTexts.maxServicesLabel)).toBeDisabled();
    const rate = within(dialog).getByLabelText(revenueTexts.commissionRateLabel);
    await user.clear(rate);
    await user.type(rate, '12.75');
    await user.click(within(dialog).getByRole('button', { name: revenueTexts.save }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(revenueTexts.planUpdated('Growth')));
    expect(saved).toEqual([{ commission_rate: 12.75, max_services: null }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openEdit(user);
    // The plan is now unlimited: the box opens checked.
    expect(within(dialog).getByLabelText(revenueTexts.unlimitedLabel)).toBeChecked();
    await user.click(within(dialog).getByLabelText(revenueTexts.unlimitedLabel));
    await user.type(within(dialog).getByLabelText(revenueTexts.maxServicesLabel), '0');
    await user.click(within(dialog).getByRole('button', { name: revenueTexts.save }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ commission_rate: 12.75, max_services: 0 });
  });

  it("shows the server's message when saving fails, and 'Failed to update plan' without one", async () => {
    let reply = jsonResponse(404, { message: revenueTexts.planNotFound });
    serve([plan()], { 'PUT /api/revenue/subscription-plans/2': () => reply });
    const user = userEvent.setup();
    renderWithProviders(<CommissionTab notify={notify} />);
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: revenueTexts.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(revenueTexts.planNotFound);
    reply = new Response('', { status: 502 });
    await user.click(within(dialog).getByRole('button', { name: revenueTexts.save }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(revenueTexts.updatePlanFailed));
    expect(notify.success).not.toHaveBeenCalled();
  });
});
