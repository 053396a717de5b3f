import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminServiceEditTexts as t, partnerServiceTexts, type AdminService, type AdminServiceEdit } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { serviceFixture } from '../../testing/service-fixture';
import { ServicesTab } from './services-tab';

const row: AdminService = {
  id: 7,
  name: 'Sunset Dhow Cruise',
  type: 'activity',
  partner_id: 1,
  company_name: 'Spice Island Dhow Company',
  partner_slug: 'spice-island-dhow-company',
  partner_website_url: null,
  base_price: 500,
  currency: 'NOK',
  base_price_nok: 500,
  pricing_description: 'per person',
  country: 'TZ',
  is_featured: false,
  is_active: true,
  partner_subscription_status: 'active',
  pin_to_homepage: false,
  homepage_sort_order: 999,
  created_at: '2026-01-01T00:00:00.000Z',
  duration_hours: 2,
  group_size_min: 2,
  group_size_max: 12,
  availability: [],
};
const detail = serviceFixture({ id: 7, name: 'Sunset Dhow Cruise', description: 'Two hours under sail.', base_price: 500, currency: 'NOK' });
const pastEdit: AdminServiceEdit = {
  id: 1,
  admin_name: 'Nadia Haddad',
  changes: { base_price: { from: 450, to: 500 }, is_active: { from: false, to: true } },
  created_at: '2026-03-02T10:00:00.000Z',
};

const notify = { success: vi.fn(), error: vi.fn() };
beforeEach(() => {
  signInAsAdmin();
  notify.success.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const puts = (mock: ReturnType<typeof routeFetch>) =>
  mock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url, init]) => ({ path: new URL(String(url)).pathname, body: JSON.parse(String(init!.body)) }));

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: t.editLabel('Sunset Dhow Cruise') }));
  const dialog = await screen.findByRole('dialog', { name: t.title('Sunset Dhow Cruise') });
  await within(dialog).findByLabelText(/Service Name/);
  return dialog;
}

describe('the service edit modal of the Services tab', () => {
  it("starts from the service's values, shows its edit history, saves, closes and reports", async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/services': jsonResponse(200, { services: [row] }),
      'GET /api/admin/services/7': jsonResponse(200, { service: detail, edits: [pastEdit] }),
      'PUT /api/admin/services/7': jsonResponse(200, { message: t.updated('Sunset Dhow Cruise at Dusk'), service: { ...row, name: 'Sunset Dhow Cruise at Dusk' }, edit: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ServicesTab notify={notify} />);
    const dialog = await openEdit(user);

    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('Two hours under sail.');
    expect(within(dialog).getByLabelText(/Base Price/)).toHaveValue(500);
    expect(within(dialog).queryByText(/Max 5MB/)).not.toBeInTheDocument();
    const history = within(dialog).getByRole('region', { name: t.historyTitle });
    expect(history).toHaveTextContent(t.change('price', '450', '500'));
    expect(history).toHaveTextContent(t.change('active', 'no', 'yes'));
    expect(history).toHaveTextContent('Nadia Haddad');

    const name = within(dialog).getByLabelText(/Service Name/);
    await user.clear(name);
    await user.type(name, 'Sunset Dhow Cruise at Dusk');
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.updated('Sunset Dhow Cruise at Dusk')));
    expect(puts(fetchMock)).toEqual([
      {
        path: '/api/admin/services/7',
        body: {
          name: 'Sunset Dhow Cruise at Dusk',
          type: 'activity',
          description: 'Two hours under sail.',
          location_details: 'Stone Town, Zanzibar',
          country: 'TZ',
          base_price: '500',
          currency: 'NOK',
          pricing_description: 'per person',
          is_active: true,
          // The length, group size and season go as the partner's form sends them: hours, a pair, the ranges.
          duration_hours: 2,
          group_size_min: 1,
          group_size_max: 12,
          availability: [],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Sunset Dhow Cruise at Dusk')).toBeInTheDocument();
  });

  it("checks the partner form's rules before sending, and places the server's field errors", async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/services': jsonResponse(200, { services: [row] }),
      'GET /api/admin/services/7': jsonResponse(200, { service: detail, edits: [] }),
      'PUT /api/admin/services/7': jsonResponse(400, { message: partnerServiceTexts.countryInvalid, errors: { country: [partnerServiceTexts.countryInvalid] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ServicesTab notify={notify} />);
    const dialog = await openEdit(user);
    expect(within(dialog).getByText(t.noHistory)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Description/));
    const price = within(dialog).getByLabelText(/Base Price/);
    await user.clear(price);
    await user.type(price, '12.345');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(partnerServiceTexts.descriptionRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(partnerServiceTexts.priceDecimals)).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Description/), 'Back on the water.');
    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(partnerServiceTexts.countryInvalid)).toBeInTheDocument();
    expect(puts(fetchMock)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(notify.success).not.toHaveBeenCalled();
  });
});
