import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminTripTexts as t, emailVerificationTexts, tripTexts, type AdminPreference, type AdminTrip } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { adminPreferenceFixture, adminServiceFixture, adminTripFixture } from '../../testing/admin-fixtures';
import { CreateTripView } from './create-trip-view';
import { fillProposalContents } from '../../testing/fill-proposal-contents';

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const noServices = { data: [], isPending: false, error: null, refetch: vi.fn() };
const tripRoutes = (trips: AdminTrip[]) =>
  Object.fromEntries(
    trips.flatMap((trip) => [
      [`GET /api/admin/trips/${trip.id}`, jsonResponse(200, { trip })],
      [`GET /api/trips/${trip.id}/services`, jsonResponse(200, { services: [] })],
    ]),
  );

function show(preference: AdminPreference | Response, routes: Record<string, Response | ((url: URL) => Response)> = {}) {
  const fetchMock = routeFetch({
    'GET /api/admin/preferences/41': preference instanceof Response ? preference : jsonResponse(200, { preference }),
    ...routes,
  });
  renderWithProviders(<CreateTripView preferenceId={41} services={noServices} />);
  return fetchMock;
}

describe('CreateTripView states (spec 3 section 2)', () => {
  it('creates a proposal, says so and goes to the dashboard, though the refreshed preference is no longer new', async () => {
    let status: AdminPreference['status'] = 'new';
    const services = { ...noServices, data: [adminServiceFixture(1, { name: 'Serengeti Camp' })] };
    routeFetch({
      'GET /api/admin/preferences/41': () => jsonResponse(200, { preference: adminPreferenceFixture({ status }) }),
      'POST /api/trips': () => {
        status = 'trip_created';
        return jsonResponse(201, { trip: adminTripFixture() });
      },
      'GET /api/admin/trips/by-preference/41': jsonResponse(200, { trip: adminTripFixture() }),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<CreateTripView preferenceId={41} services={services} />, { path: '/admin/create-trip/41' });
    await user.click(await screen.findByRole('button', { name: t.addService('Serengeti Camp') }));
    await fillProposalContents(user);
    await user.click(screen.getByRole('button', { name: t.createProposal }));
    expect(await screen.findByText(tripTexts.tripCreated)).toBeInTheDocument();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/dashboard?tab=preferences'), { timeout: 5000 });
    // Filling the proposal's contents is a lot of typing: on a busy machine it outlasts the 5 s default.
  }, 20_000);

  it('tells the admin that a traveller who has not confirmed the e-mail address cannot pay yet (issue 21)', async () => {
    show(adminPreferenceFixture({ traveller_email_verified: false }));
    expect(await screen.findByText(emailVerificationTexts.travellerUnverifiedHint)).toBeInTheDocument();
    expect(screen.getByText(emailVerificationTexts.unverifiedBadge)).toBeInTheDocument();
  });

  it('says nothing of the address when it is confirmed', async () => {
    show(adminPreferenceFixture());
    expect(await screen.findByText(adminPreferenceFixture().traveller_email)).toBeInTheDocument();
    expect(screen.queryByText(emailVerificationTexts.travellerUnverifiedHint)).toBeNull();
  });

  it('reports a new preference that already has a trip', async () => {
    show(adminPreferenceFixture({ associated_trip: { id: 9, status: 'pending_confirmation', payment_status: 'pending', original_trip_id: null, has_been_rebooked: false, is_rebooking: false } }));
    expect(await screen.findByText(t.stateInconsistency)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.createProposal })).not.toBeInTheDocument();
  });

  it('says so when no trip is found for a preference that should have one (a 404 is not an error)', async () => {
    show(adminPreferenceFixture({ status: 'trip_created' }), { 'GET /api/admin/trips/by-preference/41': jsonResponse(404, { message: 'Trip not found.' }) });
    expect(await screen.findByText(t.noTripFound)).toBeInTheDocument();
  });

  it('shows the missing-status message', async () => {
    show(adminPreferenceFixture({ status: '' as never }));
    expect(await screen.findByText(t.statusMissing)).toBeInTheDocument();
  });

  it('names an unknown status', async () => {
    show(adminPreferenceFixture({ status: 'archived' as never }));
    expect(await screen.findByText(t.notApplicable('archived'))).toBeInTheDocument();
  });

  it('shows the server message when the preference cannot be read', async () => {
    show(jsonResponse(404, { message: 'Preference not found.' }));
    expect(await screen.findByText('Preference not found.')).toBeInTheDocument();
    expect(screen.getByText(t.fetchPreferenceFailed)).toBeInTheDocument();
  });

  it('opens on the latest rebooking, navigates the chain and offers the actions of each status', async () => {
    const original = adminTripFixture({ id: 70, status: 'completed', payment_status: 'paid', rebooked_to: [71] });
    const first = adminTripFixture({ id: 71, status: 'cancelled', payment_status: 'refunded', original_trip_id: 70, rebooked_from: 70, rebooked_to: [72] });
    const latest = adminTripFixture({ id: 72, status: 'pending_completion', payment_status: 'paid', original_trip_id: 70, rebooked_from: 71 });
    const fetchMock = show(adminPreferenceFixture({ status: 'completed' }), {
      'GET /api/admin/trips/by-preference/41': jsonResponse(200, { trip: original }),
      'GET /api/admin/trips': (url) => {
        expect(url.searchParams.get('original_trip_id')).toBe('70');
        return jsonResponse(200, { trips: [first, latest] });
      },
      ...tripRoutes([original, first, latest]),
      'PUT /api/admin/trips/72/status': jsonResponse(200, { trip: { ...latest, status: 'completed' } }),
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: `${t.tripSummary}: ${t.tripHeading(72)}` })).toBeInTheDocument();
    const chain = screen.getByRole('navigation', { name: t.rebookingChain });
    expect(within(chain).getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining(`${t.originalTrip} · #70`),
      expect.stringContaining(`${t.rebookingNumber(1)} · #71`),
      expect.stringContaining(`${t.rebookingNumber(2)} · #72`),
    ]);
    expect(within(chain).getByRole('button', { current: true })).toHaveTextContent('#72');

    // pending_completion: 'Confirm Completion' and 'Mark as Cancelled'.
    await user.click(screen.getByRole('button', { name: t.confirmCompletion }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/admin/trips/72/status') && init?.body === JSON.stringify({ status: 'completed' }))).toBe(true),
    );
    expect(await screen.findByText(t.statusUpdated(72, t.labels.completed))).toBeInTheDocument();

    // The parent (a cancelled rebooking) and the original (completed): nothing left to do.
    await user.click(screen.getByRole('button', { name: t.viewParent }));
    expect(await screen.findByRole('heading', { name: `${t.tripSummary}: ${t.tripHeading(71)}` })).toBeInTheDocument();
    expect(screen.getByText(t.noFurtherActions)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.viewOriginal }));
    expect(await screen.findByRole('heading', { name: `${t.tripSummary}: ${t.tripHeading(70)}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.markCancelled })).not.toBeInTheDocument();
  });

  it('offers Mark as Completed and a confirmed cancellation (with the refund) for a revealed trip', async () => {
    const revealed = adminTripFixture({ id: 80, status: 'revealed', payment_status: 'paid' });
    const fetchMock = show(adminPreferenceFixture({ status: 'confirmed' }), {
      'GET /api/admin/trips/by-preference/41': jsonResponse(200, { trip: revealed }),
      'GET /api/admin/trips': jsonResponse(200, { trips: [] }),
      ...tripRoutes([revealed]),
      'PUT /api/admin/trips/80/status': jsonResponse(200, { trip: { ...revealed, status: 'cancelled', payment_status: 'refunded' } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: t.markCompleted })).toBeEnabled();
    expect(screen.queryByRole('button', { name: t.revealNow })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.markCancelled }));
    const dialog = await screen.findByRole('alertdialog', { name: t.cancelTitle(80) });
    expect(dialog).toHaveTextContent(t.cancelBodyPaid);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: t.markCancelled }));
    expect(await screen.findByText(t.statusUpdated(80, t.labels.cancelled))).toBeInTheDocument();
  });
});
