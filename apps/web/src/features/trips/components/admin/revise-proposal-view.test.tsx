import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminTripTexts, proposalTexts as t, type AdminTrip } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { adminServiceFixture, adminTripFixture } from '../../testing/admin-fixtures';
import { ReviseProposalView } from './revise-proposal-view';

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const services = { data: [adminServiceFixture(1, { name: 'Serengeti Camp' })], isPending: false, error: null, refetch: vi.fn() };

describe('ReviseProposalView (issue 18)', () => {
  it('sends the revision and goes back to the trip, although the refreshed trip remounts the form', async () => {
    let trip: AdminTrip = adminTripFixture({ id: 12, proposal_answer: { kind: 'changes_requested', message: 'Cheaper, please', answered_at: '2030-01-04T10:00:00.000Z' } });
    const mock = routeFetch({
      'GET /api/admin/trips/12': () => jsonResponse(200, { trip }),
      // After the revision the services answer last: the refreshed trip (and the remounted form) are
      // on screen before the refresh is over, as in a browser.
      'GET /api/trips/12/services': async () => {
        if (trip.revision > 1) await new Promise((r) => setTimeout(r, 100));
        return jsonResponse(200, { services: [{ ...adminServiceFixture(1, { name: 'Serengeti Camp' }), unit_price: 1000 }] });
      },
      'PUT /api/admin/trips/12/proposal': () => {
        // The server's answer: a new version, with a new updated_at (the form's key).
        trip = { ...trip, total_price: 22_000, revision: 2, updated_at: '2030-01-05T10:00:00.000Z', proposal_answer: null };
        return jsonResponse(200, { trip });
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ReviseProposalView tripId={12} services={services} />, { path: '/admin/trip/12/revise' });
    expect(await screen.findByText('Cheaper, please')).toBeInTheDocument();
    const total = screen.getByLabelText(adminTripTexts.totalPrice);
    await user.clear(total);
    await user.type(total, '22000');
    await user.click(screen.getByRole('button', { name: t.saveRevision }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/trip/12'));
    const put = mock.mock.calls.find(([url, init]) => String(url).endsWith('/api/admin/trips/12/proposal') && init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toMatchObject({ service_ids: [1], total_price: 22_000 });
  });

  it('says an unpaid proposal only can be revised', async () => {
    routeFetch({
      'GET /api/admin/trips/12': jsonResponse(200, { trip: adminTripFixture({ id: 12, status: 'confirmed', payment_status: 'paid' }) }),
      'GET /api/trips/12/services': jsonResponse(200, { services: [] }),
    });
    renderWithProviders(<ReviseProposalView tripId={12} services={services} />);
    expect(await screen.findByText(t.notRevisable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.saveRevision })).not.toBeInTheDocument();
  });
});
