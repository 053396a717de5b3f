import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminPreferenceTexts as t, adminTexts, emailVerificationTexts, type AdminPreference } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { PreferencesTab } from './preferences-tab';

type Trip = NonNullable<AdminPreference['associated_trip']>;
const trip = (id: number, over: Partial<Trip> = {}): Trip => ({
  id,
  status: 'pending_confirmation',
  payment_status: 'pending',
  original_trip_id: null,
  has_been_rebooked: false,
  is_rebooking: false,
  ...over,
});
const preference = (id: number, over: Partial<AdminPreference> = {}): AdminPreference => ({
  id,
  preference_id: id,
  created_at: new Date(Date.UTC(2026, 0, id, 12)).toISOString(),
  traveller_id: 100 + id,
  traveller_name: `Traveller ${id}`,
  traveller_email: `t${id}@example.com`,
  traveller_email_verified: true,
  budget_range: '1000-2000',
  duration: '5-7',
  traveller_count: 2,
  departure_date: '2026-06-15',
  interests: ['wildlife', 'culture'],
  notes: null,
  status: 'new',
  traveller_answer: null,
  associated_trip: null,
  home_city: null,
  flights_included: null,
  accessibility_needs: null,
  dietary_needs: null,
  excluded_countries: [],
  ...over,
});

const serve = (preferences: AdminPreference[]) => routeFetch({ 'GET /api/admin/preferences': jsonResponse(200, { preferences }) });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
// A cell holds its mobile label, then its value.
const ids = (table: HTMLElement) => bodyRows(table).map((r) => within(r).getAllByRole('cell')[0]!.lastElementChild!.textContent);

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('PreferencesTab', () => {
  it('marks a traveller who has not confirmed the e-mail address, and only them (issue 21)', async () => {
    serve([preference(1), preference(2, { traveller_email_verified: false })]);
    renderWithProviders(<PreferencesTab />);
    const table = await screen.findByRole('table', { name: t.title });
    const [second, first] = bodyRows(table);
    expect(within(second!).getByText(emailVerificationTexts.unverifiedBadge)).toBeInTheDocument();
    expect(within(first!).queryByText(emailVerificationTexts.unverifiedBadge)).toBeNull();
    expect(within(table).queryByText(emailVerificationTexts.verifiedBadge)).toBeNull();
  });

  it('shows every column, newest first, with the action named by status and leading to the create-trip view', async () => {
    serve([
      preference(1, { status: 'completed', associated_trip: trip(11, { status: 'completed', payment_status: 'paid', has_been_rebooked: true }) }),
      preference(2, { status: 'cancelled', associated_trip: trip(12, { status: 'cancelled', original_trip_id: 11, is_rebooking: true }) }),
      preference(3, { status: 'confirmed', associated_trip: trip(13, { status: 'confirmed', payment_status: 'paid' }) }),
      preference(4, { status: 'trip_created', associated_trip: trip(14) }),
      preference(5, { budget_range: '5000+', duration: '14+', traveller_count: 4, departure_date: '2026-03-05', interests: ['foodie'] }),
    ]);
    renderWithProviders(<PreferencesTab />);
    const table = await screen.findByRole('table', { name: t.title });
    expect(ids(table)).toEqual(['#5', '#4', '#3', '#2', '#1']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(Object.values(t.columns));

    const newest = within(bodyRows(table)[0]!);
    for (const text of ['5 Jan 2026', 'Traveller 5', 't5@example.com', '$5,000+', t.perPerson, '14+ days', '4', '5 Mar 2026', 'Foodie', t.statuses.new]) {
      expect(newest.getByText(text)).toBeInTheDocument();
    }
    expect(newest.getByRole('link', { name: `${t.createTrip}: preference #5` })).toHaveAttribute('href', '/admin/create-trip/5');

    const expectAction = (row: number, name: string, id: number) =>
      expect(within(bodyRows(table)[row]!).getByRole('link', { name: `${name}: preference #${id}` })).toHaveAttribute('href', `/admin/create-trip/${id}`);
    expectAction(1, t.viewManageTrip, 4);
    expectAction(2, t.viewManageTrip, 3);
    expectAction(3, t.viewCancelledTrip, 2);
    expectAction(4, t.viewCompletedTrip, 1);
    // The trip behind each preference with spec 3's derived labels.
    expect(within(bodyRows(table)[1]!).getByText(`${t.tripLabel(14)} · ${t.tripPendingPayment}`)).toBeInTheDocument();
    expect(within(bodyRows(table)[2]!).getByText(`${t.tripLabel(13)} · ${t.tripConfirmedPaid}`)).toBeInTheDocument();
    expect(within(bodyRows(table)[3]!).getByText(t.tripRebooked)).toBeInTheDocument();
    expect(within(bodyRows(table)[4]!).getByText(t.tripHasRebookings)).toBeInTheDocument();
  });

  it('shows the raw preference as formatted JSON, titled with its id', async () => {
    serve([preference(7, { notes: 'Vegetarian, no flights before 9' })]);
    const user = userEvent.setup();
    renderWithProviders(<PreferencesTab />);
    await user.click(await screen.findByRole('button', { name: `${t.viewRaw}: preference #7` }));
    const dialog = await screen.findByRole('dialog', { name: t.rawTitle(7) });
    const text = within(dialog).getByText(/"traveller_email"/).textContent!;
    expect(JSON.parse(text)).toMatchObject({ id: 7, notes: 'Vegetarian, no flights before 9', status: 'new' });
    // Indented, one field a line.
    expect(text).toContain('\n  "id": 7,\n');
  });

  it('filters by New, Trip Created and Needs Payment, with counts on New and Needs Payment', async () => {
    serve([
      preference(1),
      preference(2),
      preference(3, { status: 'trip_created', associated_trip: trip(13) }),
      preference(4, { status: 'trip_created', associated_trip: trip(14, { payment_status: 'failed' }) }),
      preference(5, { status: 'confirmed', associated_trip: trip(15, { status: 'confirmed', payment_status: 'paid' }) }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<PreferencesTab />);
    const table = await screen.findByRole('table');
    const filters = screen.getByRole('group', { name: t.filterLabel });
    const filter = (name: string) => within(filters).getByRole('button', { name: new RegExp(`^${name}`) });
    expect(filter(t.filters.all)).toHaveAttribute('aria-pressed', 'true');
    expect(filter(t.filters.new)).toHaveTextContent(`${t.filters.new}2`);
    expect(filter(t.filters.needs_payment)).toHaveTextContent(`${t.filters.needs_payment}2`);
    expect(filter(t.filters.trip_created)).toHaveTextContent(t.filters.trip_created);

    await user.click(filter(t.filters.new));
    expect(filter(t.filters.new)).toHaveAttribute('aria-pressed', 'true');
    expect(ids(screen.getByRole('table'))).toEqual(['#2', '#1']);
    await user.click(filter(t.filters.trip_created));
    expect(ids(screen.getByRole('table'))).toEqual(['#4', '#3']);
    await user.click(filter(t.filters.needs_payment));
    expect(ids(screen.getByRole('table'))).toEqual(['#4', '#3']);
    await user.click(filter(t.filters.all));
    expect(ids(table)).toHaveLength(5);
  });

  it('searches (debounced) and words the empty state for a search or filter that finds nothing', async () => {
    serve([preference(1, { traveller_name: 'Amara Okafor' }), preference(2), preference(3, { status: 'completed', associated_trip: trip(3, { status: 'completed', payment_status: 'paid' }) })]);
    const user = userEvent.setup();
    renderWithProviders(<PreferencesTab />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(t.searchLabel), 'amara');
    await waitFor(() => expect(ids(screen.getByRole('table'))).toEqual(['#1']));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${t.filters.needs_payment}`) }));
    expect(screen.getByText(t.noPreferencesFoundTitle)).toBeInTheDocument();
    expect(screen.getByText(t.noPreferencesFoundBody)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages by 10 with First/Previous/Next/Last, sorts, and a new filter goes back to page 1', async () => {
    serve(Array.from({ length: 23 }, (_, i) => preference(i + 1)));
    const user = userEvent.setup();
    renderWithProviders(<PreferencesTab />);
    const table = await screen.findByRole('table');
    expect(bodyRows(table)).toHaveLength(10);
    expect(screen.getByText(adminTexts.pageSummary(1, 3, 23, 'preferences'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(ids(screen.getByRole('table'))).toEqual(['#3', '#2', '#1']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText(adminTexts.pageSummary(2, 3, 23, 'preferences'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(`^${t.filters.new}`) }));
    expect(screen.getByText(adminTexts.pageSummary(1, 3, 23, 'preferences'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.columns.id }));
    expect(screen.getByRole('columnheader', { name: t.columns.id })).toHaveAttribute('aria-sort', 'ascending');
    expect(ids(screen.getByRole('table')).slice(0, 3)).toEqual(['#1', '#2', '#3']);
    await user.click(screen.getByRole('button', { name: t.columns.budget }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(adminTexts.pageSummary(2, 3, 23, 'preferences'))).toBeInTheDocument();
  });

  it('sorts budgets and durations in the form’s order, not as text', async () => {
    serve([
      preference(1, { budget_range: '5000+', duration: '14+' }),
      preference(2, { budget_range: '500-1000', duration: '10-14' }),
      preference(3, { budget_range: '2000-3500', duration: '3-5' }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<PreferencesTab />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: t.columns.budget }));
    expect(ids(screen.getByRole('table'))).toEqual(['#2', '#3', '#1']);
    await user.click(screen.getByRole('button', { name: t.columns.duration }));
    expect(ids(screen.getByRole('table'))).toEqual(['#3', '#2', '#1']);
  });

  it('says when no traveller has submitted preferences', async () => {
    serve([]);
    renderWithProviders(<PreferencesTab />);
    expect(await screen.findByText(t.noPreferencesTitle)).toBeInTheDocument();
    expect(screen.getByText(t.noPreferencesBody)).toBeInTheDocument();
  });

  it('shows the server message when the list fails, with a retry', async () => {
    let calls = 0;
    routeFetch({ 'GET /api/admin/preferences': () => (++calls === 1 ? jsonResponse(500, { message: 'Database unavailable' }) : jsonResponse(200, { preferences: [preference(1)] })) });
    const user = userEvent.setup();
    renderWithProviders(<PreferencesTab />);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText(adminTexts.fetchPreferencesFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: adminTexts.retry }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
