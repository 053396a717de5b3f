import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminTexts, type AdminService } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { ServicesTab } from './services-tab';

const service = (id: number, over: Partial<AdminService> = {}): AdminService => ({
  id,
  name: `Service ${id}`,
  type: 'tour',
  partner_id: 1,
  company_name: 'Savanna Co',
  partner_slug: 'savanna-co',
  partner_website_url: null,
  base_price: 100,
  currency: 'NOK',
  base_price_nok: 100,
  pricing_description: null,
  country: 'KE',
  is_featured: false,
  is_active: true,
  partner_subscription_status: 'active',
  pin_to_homepage: false,
  homepage_sort_order: 999,
  created_at: '2026-01-01T00:00:00.000Z',
  duration_hours: null,
  group_size_min: null,
  group_size_max: null,
  availability: [],
  ...over,
});

const notify = { success: vi.fn(), error: vi.fn() };
beforeEach(() => {
  signInAsAdmin();
  notify.success.mockReset();
  notify.error.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const sentBodies = (mock: ReturnType<typeof routeFetch>, method: string) =>
  mock.mock.calls.filter(([, init]) => init?.method === method).map(([url, init]) => ({ path: new URL(String(url)).pathname, body: JSON.parse(String(init!.body)) }));

async function openSettings(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `${adminTexts.hpSettings}: ${name}` }));
  return screen.findByRole('dialog', { name: adminTexts.homepageSettingsTitle(name) });
}

describe('ServicesTab homepage settings', () => {
  const pinnedThree = [1, 2, 3].map((id) => service(id, { pin_to_homepage: true, homepage_sort_order: id }));

  it('refuses a fourth pin with the spec alert, without asking the server', async () => {
    const fetchMock = routeFetch({ 'GET /api/admin/services': jsonResponse(200, { services: [...pinnedThree, service(4)] }) });
    const user = userEvent.setup();
    renderWithProviders(<ServicesTab notify={notify} />);
    const dialog = await openSettings(user, 'Service 4');
    expect(within(dialog).getByText('3 of 3 homepage places are taken by other services.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(adminTexts.pinToHomepage));
    await user.click(within(dialog).getByRole('button', { name: adminTexts.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(adminTexts.pinLimit);
    expect(sentBodies(fetchMock, 'PUT')).toEqual([]);
  });

  it('lets a pinned service change its order when three are pinned, sending the order as an integer', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/services': jsonResponse(200, { services: [...pinnedThree, service(4)] }),
      'PUT /api/admin/services/2/homepage-settings': jsonResponse(200, { message: 'ok', service: { ...pinnedThree[1]!, homepage_sort_order: 7 } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ServicesTab notify={notify} />);
    const dialog = await openSettings(user, 'Service 2');
    expect(within(dialog).getByLabelText(adminTexts.pinToHomepage)).toBeChecked();
    const order = within(dialog).getByLabelText(adminTexts.homepageSortOrder);
    expect(order).toHaveValue(2);
    await user.clear(order);
    await user.type(order, '7');
    await user.click(within(dialog).getByRole('button', { name: adminTexts.save }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(adminTexts.homepageUpdated('Service 2')));
    expect(sentBodies(fetchMock, 'PUT')).toEqual([
      { path: '/api/admin/services/2/homepage-settings', body: { pin_to_homepage: true, homepage_sort_order: 7 } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends an empty order as null and refuses a fractional one', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/services': jsonResponse(200, { services: [service(5, { homepage_sort_order: 4 })] }),
      'PUT /api/admin/services/5/homepage-settings': jsonResponse(200, { message: 'ok', service: service(5, { pin_to_homepage: true }) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ServicesTab notify={notify} />);
    const dialog = await openSettings(user, 'Service 5');
    const order = within(dialog).getByLabelText(adminTexts.homepageSortOrder);
    await user.clear(order);
    await user.type(order, '1.5');
    await user.click(within(dialog).getByRole('button', { name: adminTexts.save }));
    expect(await within(dialog).findByText(adminTexts.sortOrderInvalid)).toBeInTheDocument();
    await user.clear(order);
    await user.click(within(dialog).getByLabelText(adminTexts.pinToHomepage));
    await user.click(within(dialog).getByRole('button', { name: adminTexts.save }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT')).toEqual([{ path: '/api/admin/services/5/homepage-settings', body: { pin_to_homepage: true, homepage_sort_order: null } }]));
  });

  it("shows the server's refusal when another admin took the last place meanwhile", async () => {
    routeFetch({
      'GET /api/admin/services': jsonResponse(200, { services: [...pinnedThree.slice(0, 2), service(4)] }),
      'PUT /api/admin/services/4/homepage-settings': jsonResponse(409, { message: adminTexts.pinLimit }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ServicesTab notify={notify} />);
    const dialog = await openSettings(user, 'Service 4');
    await user.click(within(dialog).getByLabelText(adminTexts.pinToHomepage));
    await user.click(within(dialog).getByRole('button', { name: adminTexts.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(adminTexts.pinLimit);
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe('ServicesTab featured checkbox', () => {
  it('ticks at once, and goes back with the error when the server refuses', async () => {
    let fail!: (r: Response) => void;
    routeFetch({
      'GET /api/admin/services': jsonResponse(200, { services: [service(8, { name: 'Dhow Cruise' })] }),
      'PUT /api/admin/services/8/featured': () => new Promise<Response>((resolve) => (fail = resolve)),
    });
    const user = userEvent.setup();
    renderWithProviders(<ServicesTab notify={notify} />);
    const box = await screen.findByRole('checkbox', { name: 'Featured: Dhow Cruise' });
    await user.click(box);
    expect(box).toBeChecked();
    fail(new Response('', { status: 500 }));
    await waitFor(() => expect(box).not.toBeChecked());
    expect(notify.error).toHaveBeenCalledWith(adminTexts.updateFeaturedFailed);
  });

  it('keeps the tick and reports the spec success message', async () => {
    routeFetch({
      'GET /api/admin/services': jsonResponse(200, { services: [service(9, { name: 'Lodge Stay' })] }),
      'PUT /api/admin/services/9/featured': jsonResponse(200, { message: 'ok', service: service(9, { name: 'Lodge Stay', is_featured: true }) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ServicesTab notify={notify} />);
    const box = await screen.findByRole('checkbox', { name: 'Featured: Lodge Stay' });
    await user.click(box);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Service "Lodge Stay" featured status updated successfully'));
    expect(box).toBeChecked();
    expect(screen.getByText(adminTexts.featuredServices).nextSibling).toHaveTextContent('1');
  });
});

describe('ServicesTab table', () => {
  it('shows 10 a page with First/Previous/Next/Last, sorts, and words the empty search', async () => {
    routeFetch({
      'GET /api/admin/services': jsonResponse(200, {
        services: Array.from({ length: 12 }, (_, i) => service(i + 1, { name: `Lodge ${i + 1}`, is_active: i !== 0, partner_subscription_status: i === 1 ? 'past_due' : 'active' })),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ServicesTab notify={notify} />);
    const table = await screen.findByRole('table', { name: 'Services' });
    const names = () => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.lastElementChild!.textContent); // the value, after the mobile label
    expect(names()).toEqual(['Lodge 1', 'Lodge 2', 'Lodge 3', 'Lodge 4', 'Lodge 5', 'Lodge 6', 'Lodge 7', 'Lodge 8', 'Lodge 9', 'Lodge 10']);
    expect(screen.getByText('Page 1 of 2 (Total: 12 services)')).toBeInTheDocument();
    expect(within(table).getAllByText(adminTexts.publicHidden)).toHaveLength(2);
    expect(within(table).getByText('Service is inactive')).toBeInTheDocument();
    expect(within(table).getByText('Partner subscription past due')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(names()).toEqual(['Lodge 11', 'Lodge 12']);
    await user.click(within(table).getByRole('button', { name: /Service Name/ }));
    expect(within(table).getByRole('columnheader', { name: /Service Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Lodge 12');
    await user.type(screen.getByLabelText('Search services'), 'zzz');
    expect(await screen.findByText(adminTexts.noServicesFoundTitle)).toBeInTheDocument();
  });
});
