import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminPostponementTexts, adminPreferenceTexts as p, adminTripTexts as t, tripMessageTexts, tripTexts } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { adminTripFixture } from '../testing/admin-fixtures';
import AdminTripsPage from './admin-trips-page';

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const trips = [
  adminTripFixture({ id: 1, status: 'completed', payment_status: 'paid', rebooked_to: [3], created_at: '2030-01-01T00:00:00.000Z' }),
  adminTripFixture({ id: 2, status: 'cancelled', payment_status: 'na', created_at: '2030-01-02T00:00:00.000Z' }),
  adminTripFixture({ id: 3, status: 'confirmed', payment_status: 'paid', original_trip_id: 1, rebooked_from: 1, created_at: '2030-01-03T00:00:00.000Z' }),
  adminTripFixture({ id: 4, status: 'pending_confirmation', payment_status: 'pending', created_at: '2030-01-04T00:00:00.000Z' }),
];
const row = (id: number) => screen.getByRole('link', { name: t.viewTrip(id) }).closest('tr')!;

describe('Admin Trips Management (spec 3)', () => {
  it('lists trips newest first with badges, rebooking, View, and Update Status only for open trips', async () => {
    routeFetch({ 'GET /api/admin/trips': jsonResponse(200, { trips }) });
    renderWithProviders(<AdminTripsPage />);
    expect(await screen.findByText(t.tripsLoaded)).toBeInTheDocument();
    expect(screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['ID#4', 'ID#3', 'ID#2', 'ID#1']);
    expect(within(row(3)).getByText(p.tripConfirmedPaid)).toBeInTheDocument();
    expect(within(row(3)).getByText(p.tripRebooked)).toBeInTheDocument();
    expect(within(row(3)).getByText(t.rebookedFrom(1))).toBeInTheDocument();
    expect(within(row(1)).getByText(p.tripHasRebookings)).toBeInTheDocument();
    expect(within(row(4)).getByText(p.tripPendingPayment)).toBeInTheDocument();
    expect(within(row(1)).getByRole('link', { name: t.viewTrip(1) })).toHaveAttribute('href', '/admin/trip/1');
    for (const id of [1, 2]) expect(within(row(id)).queryByRole('button', { name: t.updateStatusFor(id) })).not.toBeInTheDocument();
    for (const id of [3, 4]) expect(within(row(id)).getByRole('button', { name: t.updateStatusFor(id) })).toBeInTheDocument();
    expect(within(row(3)).getByRole('button', { name: t.revealTrip(3) })).toBeInTheDocument();
    expect(within(row(4)).queryByRole('button', { name: t.revealTrip(4) })).not.toBeInTheDocument();
  });

  it('marks a postponed trip and a pending postponement fee in its row', async () => {
    const withPostponements = [
      ...trips,
      adminTripFixture({ id: 6, status: 'confirmed', payment_status: 'paid', created_at: '2030-01-05T00:00:00.000Z', postponed_from: '2030-04-02', postponed_at: '2030-01-06T00:00:00.000Z' }),
      adminTripFixture({ id: 7, status: 'confirmed', payment_status: 'paid', created_at: '2030-01-06T00:00:00.000Z', pending_postponement: { departure_date: '2030-09-01', fee: 1000, currency: 'NOK' } }),
    ];
    routeFetch({ 'GET /api/admin/trips': jsonResponse(200, { trips: withPostponements }) });
    renderWithProviders(<AdminTripsPage />);
    expect(await screen.findByText(t.tripsLoaded)).toBeInTheDocument();
    expect(within(row(6)).getByText(adminPostponementTexts.postponedFrom('2 Apr 2030'))).toBeInTheDocument();
    expect(within(row(7)).getByText(/^Postponement fee pending: NOK\s1,000\.00$/)).toBeInTheDocument();
    expect(within(row(3)).queryByText(/postpone/i)).not.toBeInTheDocument();
  });

  it('puts trips with unread messages first, with their count, whatever the sort', async () => {
    const withUnread = [...trips, adminTripFixture({ id: 5, created_at: '2029-12-01T00:00:00.000Z', unread_messages: 2 })];
    routeFetch({ 'GET /api/admin/trips': jsonResponse(200, { trips: withUnread }) });
    const user = userEvent.setup();
    renderWithProviders(<AdminTripsPage />);
    expect(await screen.findByText(t.tripsLoaded)).toBeInTheDocument();
    const firstCells = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(firstCells()).toEqual([`ID#52${tripMessageTexts.unread(2)}`, 'ID#4', 'ID#3', 'ID#2', 'ID#1']);
    expect(within(row(4)).queryByText(/unread message/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(t.columns.id) }));
    expect(firstCells()[0]).toMatch(/^ID#5/);
  });

  it('updates a status through the modal: a status is required, impossible ones are disabled, 409 shows its message', async () => {
    let answer = jsonResponse(409, { message: 'The trip is already completed.' });
    const fetchMock = routeFetch({
      'GET /api/admin/trips': jsonResponse(200, { trips }),
      'PUT /api/admin/trips/3/status': () => answer,
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminTripsPage />);
    await user.click(await screen.findByRole('button', { name: t.updateStatusFor(3) }));
    const dialog = await screen.findByRole('dialog', { name: t.updateStatusTitle(3) });
    const select = within(dialog).getByLabelText(t.newStatus);
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.disabled])).toEqual([
      ['', false],
      ['pending_confirmation', true],
      ['confirmed', true],
      ['revealed', false],
      ['completed', false],
      ['cancelled', false],
    ]);
    await user.click(within(dialog).getByRole('button', { name: t.saveStatus }));
    expect(within(dialog).getByText(tripTexts.statusRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.selectOptions(select, 'completed');
    await user.click(within(dialog).getByRole('button', { name: t.saveStatus }));
    expect(await within(dialog).findByText('The trip is already completed.')).toBeInTheDocument();

    answer = jsonResponse(200, { trip: { ...trips[2]!, status: 'completed' } });
    await user.click(within(dialog).getByRole('button', { name: t.saveStatus }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(t.statusUpdated(3, t.labels.completed))).toBeInTheDocument();
  });

  it('reveals a confirmed trip', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/trips': jsonResponse(200, { trips }),
      'PUT /api/admin/trips/3/reveal': jsonResponse(200, { trip: { ...trips[2]!, status: 'revealed' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminTripsPage />);
    await user.click(await screen.findByRole('button', { name: t.revealTrip(3) }));
    expect(await screen.findByText(t.revealed(3))).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it('shows the empty state', async () => {
    routeFetch({ 'GET /api/admin/trips': jsonResponse(200, { trips: [] }) });
    renderWithProviders(<AdminTripsPage />);
    expect(await screen.findByText(t.noTripsTitle)).toBeInTheDocument();
    expect(screen.getByText(t.noTripsBody)).toBeInTheDocument();
  });

  it('shows the error with Try again, which loads the trips', async () => {
    let fail = true;
    routeFetch({ 'GET /api/admin/trips': () => (fail ? jsonResponse(500, {}) : jsonResponse(200, { trips })) });
    const user = userEvent.setup();
    renderWithProviders(<AdminTripsPage />);
    expect(await screen.findByText(t.fetchTripsFailed)).toBeInTheDocument();
    expect(screen.getByText(t.loadFailedBody)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.tripsLoaded)).toBeInTheDocument();
    expect(row(4)).toBeInTheDocument();
  });
});
