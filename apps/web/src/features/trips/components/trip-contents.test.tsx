import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tripTexts } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { renderWithProviders, routeFetch } from '@/test/render';
import { tripFixture } from '../testing/trip-fixture';
import { TripContents } from './trip-contents';

beforeEach(() => useSession.getState().setSession({ id: 5, name: 'Amina', email: 'amina@example.com', user_type: 'traveller' } as never, 'traveller-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TripContents before the reveal (issue 19)', () => {
  it('offers a paid trip its dates-only calendar file beside the countdowns', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const fetch = routeFetch({ 'GET /api/trips/7/calendar.ics': new Response(ics, { status: 200, headers: { 'content-type': 'text/calendar' } }) });
    // jsdom has no object URLs and cannot follow a download link: the file is handed to a link we watch.
    URL.createObjectURL = vi.fn(() => 'blob:ics');
    URL.revokeObjectURL = vi.fn();
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<TripContents trip={tripFixture({ id: 7, status: 'confirmed', payment_status: 'paid', is_revealed: false })} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: tripTexts.downloadCalendar }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('offers no calendar file for an unpaid proposal', () => {
    renderWithProviders(<TripContents trip={tripFixture({ id: 7, status: 'pending_confirmation', payment_status: 'pending', is_revealed: false })} />);
    expect(screen.queryByRole('button', { name: tripTexts.downloadCalendar })).not.toBeInTheDocument();
  });
});
