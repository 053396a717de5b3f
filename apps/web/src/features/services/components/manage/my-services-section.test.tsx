import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ServiceDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { jsonResponse as json, stubFetchRoutes, type FetchRoutes } from '@/test/route-fetch';
import { serviceFixture } from '../../testing/service-fixture';
import { MyServicesSection, type MyServicesSectionProps } from './my-services-section';

function renderSection(services: ServiceDto[], props: Partial<MyServicesSectionProps> = {}, routes: FetchRoutes = {}) {
  useSession.getState().setSession(
    { id: 1, name: 'P', email: 'p@example.com', user_type: 'partner', userType: 'partner', companyName: 'Co', profile_image: null, created_at: '2025-01-01T00:00:00Z' },
    'tok',
  );
  const stub = stubFetchRoutes({ 'GET /api/services': () => json(200, { services }), ...routes });
  const onSuccess = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MyServicesSection canManage maxServices={null} onSuccess={onSuccess} {...props} />
    </QueryClientProvider>,
  );
  return { ...stub, onSuccess };
}

const formEntries = (init: RequestInit | undefined) => Object.fromEntries([...(init!.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]));

afterEach(() => vi.unstubAllGlobals());

/** The add button is enabled once the list (and so the count against the limit) has loaded. */
async function openAdd(ue: ReturnType<typeof userEvent.setup>) {
  const add = await screen.findByRole('button', { name: 'Add New Service' });
  await waitFor(() => expect(add).toBeEnabled());
  await ue.click(add);
}

// The form journeys type into a dozen fields: seconds each on a machine busy with other runs.
describe('MyServicesSection', { timeout: 20_000 }, () => {
  it("reads 'Service Limit Reached' with the plan limit note once max_services is reached", async () => {
    renderSection([serviceFixture(), serviceFixture(), serviceFixture()], { maxServices: 3 });
    expect(await screen.findByRole('button', { name: 'Service Limit Reached' })).toBeDisabled();
    expect(screen.getByText("You've reached your plan limit of 3 services.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New Service/ })).not.toBeInTheDocument();
  });

  it('allows adding below the limit', async () => {
    renderSection([serviceFixture(), serviceFixture()], { maxServices: 3 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add New Service' })).toBeEnabled());
    expect(screen.queryByText(/plan limit/)).not.toBeInTheDocument();
  });

  it("is dimmed and out of reach without an active subscription, with 'Requires an active subscription.'", async () => {
    renderSection([serviceFixture({ name: 'Dimmed One' })], { canManage: false });
    expect(await screen.findByText('Dimmed One')).toBeInTheDocument();
    expect(screen.getByText('Requires an active subscription.')).toBeInTheDocument();
    const area = screen.getByText('Dimmed One').closest('[inert]');
    expect(area).not.toBeNull();
    expect(area).toHaveClass('opacity-50');
    expect(within(area as HTMLElement).getByRole('button', { name: 'Add New Service', hidden: true })).toBeDisabled();
  });

  it("shows 'No Services Yet' for a partner without services", async () => {
    renderSection([]);
    expect(await screen.findByText('No Services Yet')).toBeInTheDocument();
  });

  it('checks the form, then posts multipart with is_active as text and no empty base_price', async () => {
    const created = serviceFixture({ name: 'Balloon Safari' });
    const { calls, onSuccess } = renderSection([], {}, { 'POST /api/services': () => json(201, { service: created }) });
    const ue = userEvent.setup({ applyAccept: false });
    await openAdd(ue);
    const dialog = screen.getByRole('dialog', { name: 'Add New Service' });
    await ue.click(within(dialog).getByRole('button', { name: 'Save Service' }));
    expect(await within(dialog).findByText('Service name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a service type.')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required.')).toBeInTheDocument();

    await ue.type(within(dialog).getByLabelText('Service Name'), 'Balloon Safari');
    await ue.selectOptions(within(dialog).getByLabelText('Service Type'), 'Activity/Excursion');
    await ue.type(within(dialog).getByLabelText('Description'), 'Up at dawn.');
    await ue.click(within(dialog).getByRole('button', { name: 'Save Service' }));
    expect(await within(dialog).findByText('Please choose the country the service is in.')).toBeInTheDocument();
    await ue.selectOptions(within(dialog).getByLabelText('Country'), 'Kenya');
    await ue.type(within(dialog).getByLabelText('Base Price'), '12.345');
    await ue.click(within(dialog).getByRole('button', { name: 'Save Service' }));
    expect(await within(dialog).findByText('Base price can have at most 2 decimals.')).toBeInTheDocument();
    await ue.clear(within(dialog).getByLabelText('Base Price'));

    const picker = within(dialog).getByLabelText('Image');
    await ue.upload(picker, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('Please select a valid image file (jpg, png, gif).')).toBeInTheDocument();
    await ue.upload(picker, new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }));
    expect(within(dialog).queryByText('Please select a valid image file (jpg, png, gif).')).not.toBeInTheDocument();
    await ue.click(within(dialog).getByLabelText(/Active/));

    expect(calls('POST /api/services')).toHaveLength(0);
    await ue.click(within(dialog).getByRole('button', { name: 'Save Service' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('Service added successfully.'));
    expect(formEntries(calls('POST /api/services')[0])).toEqual({
      name: 'Balloon Safari',
      type: 'activity',
      description: 'Up at dawn.',
      location_details: '',
      country: 'KE',
      currency: 'NOK',
      pricing_description: '',
      is_active: 'false',
      availability: '[]',
      image: 'file:photo.png',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an image over 5 MB before sending', async () => {
    renderSection([]);
    const ue = userEvent.setup();
    await openAdd(ue);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await ue.upload(screen.getByLabelText('Image'), big);
    expect(screen.getByText('The image must be 5 MB or smaller.')).toBeInTheDocument();
  });

  it("puts the server's field messages under the fields", async () => {
    renderSection([], {}, {
      'POST /api/services': () => json(400, { message: 'Service name is required.', errors: { name: ['Service name is required.'], image: ['Please upload a JPG, PNG, GIF or WebP image.'] } }),
    });
    const ue = userEvent.setup();
    await openAdd(ue);
    const dialog = screen.getByRole('dialog');
    await ue.type(within(dialog).getByLabelText('Service Name'), 'X');
    await ue.selectOptions(within(dialog).getByLabelText('Service Type'), 'Tour');
    await ue.type(within(dialog).getByLabelText('Description'), 'Y');
    await ue.selectOptions(within(dialog).getByLabelText('Country'), 'TZ');
    await ue.click(within(dialog).getByRole('button', { name: 'Save Service' }));
    expect(await within(dialog).findByText('Service name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please upload a JPG, PNG, GIF or WebP image.')).toBeInTheDocument();
  });

  it('updates a service with PUT, prefilled, sending is_active false and the price', async () => {
    const s = serviceFixture({ name: 'Old Name', type: 'tour', base_price: 250, is_active: true });
    const { calls, onSuccess } = renderSection([s], {}, { [`PUT /api/services/${s.id}`]: () => json(200, { service: s }) });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Edit Old Name' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Service' });
    expect(within(dialog).getByLabelText('Base Price')).toHaveValue(250);
    await ue.clear(within(dialog).getByLabelText('Service Name'));
    await ue.type(within(dialog).getByLabelText('Service Name'), 'New Name');
    await ue.click(within(dialog).getByLabelText(/Active/));
    await ue.click(within(dialog).getByRole('button', { name: 'Update Service' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('Service updated successfully.'));
    expect(formEntries(calls(`PUT /api/services/${s.id}`)[0])).toMatchObject({ name: 'New Name', type: 'tour', base_price: '250', is_active: 'false' });
  });

  it('asks before deleting and shows a failure inside the dialog', async () => {
    const s = serviceFixture({ name: 'Doomed' });
    let fail = true;
    const { calls, onSuccess } = renderSection([s], {}, {
      [`DELETE /api/services/${s.id}`]: () => (fail ? json(403, { message: 'An active subscription is required to add, edit or delete services.' }) : new Response(null, { status: 204 })),
    });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Delete Doomed' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Service' });
    expect(within(dialog).getByText('Are you sure you want to delete this service? This action cannot be undone.')).toBeInTheDocument();
    await ue.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('An active subscription is required to add, edit or delete services.')).toBeInTheDocument();
    fail = false;
    await ue.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('Service deleted successfully.'));
    expect(calls(`DELETE /api/services/${s.id}`)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
