import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itineraryTexts as t } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { ItineraryEditor } from './itinerary-editor';

const tripServices = {
  services: [
    { id: 11, name: 'Sunset Dhow Cruise', type: 'activity', company_name: 'Spice Route', partner_slug: null, partner_website_url: null, location_details: 'Stone Town', unit_price: 500, currency: 'NOK', commission_rate: 12, partner_payout: null },
    { id: 12, name: 'Spice Farm Tour', type: 'tour', company_name: 'Spice Route', partner_slug: null, partner_website_url: null, location_details: 'Kizimbani', unit_price: 450, currency: 'NOK', commission_rate: 12, partner_payout: null },
  ],
};
const empty = { itinerary: null, departure_date: '2030-05-10', return_date: '2030-05-12' };

const putBodies = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init!.body)));

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('ItineraryEditor', () => {
  it('starts with one row per day of the trip and saves what the admin wrote', async () => {
    const saved = {
      ...empty,
      itinerary: { meeting_point: 'Airport', meeting_time: '14:30', days: [{ date: '2030-05-10', title: 'Arrival', notes: '', service_ids: [11] }] },
    };
    const fetchMock = routeFetch({
      'GET /api/admin/trips/7/itinerary': jsonResponse(200, empty),
      'GET /api/trips/7/services': jsonResponse(200, tripServices),
      'PUT /api/admin/trips/7/itinerary': jsonResponse(200, saved),
    });
    const user = userEvent.setup();
    renderWithProviders(<ItineraryEditor tripId={7} />);
    const form = await screen.findByRole('form', { name: t.editorTitle });
    expect(within(form).getByText(t.notWritten)).toBeInTheDocument();
    const dates = within(form).getAllByLabelText(t.dayDateLabel);
    expect(dates.map((d) => (d as HTMLInputElement).value)).toEqual(['2030-05-10', '2030-05-11', '2030-05-12']);
    await user.type(within(form).getByLabelText(t.meetingPointLabel), 'Airport');
    await user.type(within(form).getByLabelText(t.meetingTimeLabel), '14:30');
    await user.click(within(form).getByRole('button', { name: t.removeDay(3) }));
    await user.click(within(form).getByRole('button', { name: t.removeDay(2) }));
    await user.type(within(form).getByLabelText(t.dayTitleLabel), 'Arrival');
    await user.click(await within(form).findByRole('checkbox', { name: 'Sunset Dhow Cruise' }));
    await user.click(within(form).getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(putBodies(fetchMock)).toEqual([{ meeting_point: 'Airport', meeting_time: '14:30', days: [{ date: '2030-05-10', title: 'Arrival', notes: '', service_ids: [11] }] }]),
    );
    await waitFor(() => expect(within(form).queryByText(t.notWritten)).not.toBeInTheDocument());
  });

  it('shows the server’s reason when the save is refused, keeping the rows', async () => {
    const message = t.dateOutsideTrip('2030-05-13', '2030-05-10', '2030-05-12');
    routeFetch({
      'GET /api/admin/trips/7/itinerary': jsonResponse(200, { ...empty, itinerary: { meeting_point: null, meeting_time: null, days: [{ date: '2030-05-11', title: 'Day out', notes: '', service_ids: [] }] } }),
      'GET /api/trips/7/services': jsonResponse(200, tripServices),
      'PUT /api/admin/trips/7/itinerary': jsonResponse(400, { message }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ItineraryEditor tripId={7} />);
    const form = await screen.findByRole('form', { name: t.editorTitle });
    expect(within(form).queryByText(t.notWritten)).not.toBeInTheDocument();
    expect(within(form).getByLabelText(t.dayTitleLabel)).toHaveValue('Day out');
    await user.click(within(form).getByRole('button', { name: t.addDay }));
    expect(within(form).getAllByLabelText(t.dayDateLabel).map((d) => (d as HTMLInputElement).value)).toEqual(['2030-05-11', '2030-05-12']);
    await user.type(within(form).getAllByLabelText(t.dayTitleLabel)[1]!, 'Home');
    await user.click(within(form).getByRole('button', { name: t.save }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getAllByLabelText(t.dayTitleLabel)).toHaveLength(2);
  });

  it('locks the form for a cancelled trip', async () => {
    routeFetch({ 'GET /api/admin/trips/7/itinerary': jsonResponse(200, empty), 'GET /api/trips/7/services': jsonResponse(200, tripServices) });
    renderWithProviders(<ItineraryEditor tripId={7} cancelled />);
    const form = await screen.findByRole('form', { name: t.editorTitle });
    expect(within(form).getByRole('button', { name: t.save })).toBeDisabled();
    expect(within(form).getAllByLabelText(t.dayTitleLabel)[0]).toBeDisabled();
  });
});
