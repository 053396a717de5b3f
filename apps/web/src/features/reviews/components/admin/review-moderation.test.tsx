import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_HIDDEN_REASON_MAX, adminReviewTexts as t, type TripReviewDto } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { ReviewsTab } from './reviews-tab';

const review = (over: Partial<TripReviewDto> = {}): TripReviewDto => ({
  id: 5,
  tripId: 105,
  trip_id: 105,
  tripName: 'Mystery trip 5',
  travelerName: 'Sipho Dlamini',
  overallRating: 1,
  comments: 'Terrible, call me on 555 to hear more.',
  createdAt: '2026-02-05T09:00:00.000Z',
  serviceReviews: [],
  hidden: false,
  hiddenReason: null,
  hiddenAt: null,
  ...over,
});
const hiddenReview = review({ hidden: true, hiddenReason: 'Shares a phone number.', hiddenAt: '2026-02-06T10:00:00.000Z' });

const notify = { success: vi.fn(), error: vi.fn() };
beforeEach(() => {
  signInAsAdmin();
  notify.success.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const puts = (mock: ReturnType<typeof routeFetch>) => mock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init!.body)));

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: `${t.viewDetails}: review of trip #105` }));
  return screen.findByRole('dialog', { name: t.detailsTitle });
}

describe('moderating reviews in the Reviews tab', () => {
  it('marks a hidden review with its badge and reason in the table', async () => {
    routeFetch({ 'GET /api/admin/trip-reviews': jsonResponse(200, { reviews: [hiddenReview, review({ id: 6, tripId: 106, trip_id: 106 })] }) });
    renderWithProviders(<ReviewsTab notify={notify} />);
    const table = await screen.findByRole('table', { name: t.title });
    const rows = within(table).getAllByRole('row').slice(1);
    const hiddenRow = rows.find((r) => within(r).queryByText('#105'))!;
    expect(within(hiddenRow).getByText(t.hiddenBadge)).toBeInTheDocument();
    expect(hiddenRow).toHaveTextContent(`${t.hiddenReason}: Shares a phone number.`);
    const shownRow = rows.find((r) => within(r).queryByText('#106'))!;
    expect(within(shownRow).queryByText(t.hiddenBadge)).not.toBeInTheDocument();
  });

  it('asks for a reason before hiding, sends it, and then shows the review as hidden', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/trip-reviews': jsonResponse(200, { reviews: [review()] }),
      'PUT /api/admin/reviews/5/visibility': jsonResponse(200, { message: t.hiddenDone(105), review: hiddenReview }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReviewsTab notify={notify} />);
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByRole('button', { name: t.hide }));
    const reason = within(dialog).getByLabelText(t.reasonLabel);
    expect(reason).toHaveAttribute('maxlength', String(REVIEW_HIDDEN_REASON_MAX));

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: t.hideConfirm }));
    expect(await within(dialog).findByText(t.reasonRequired)).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([]);

    await user.type(reason, 'Shares a phone number.');
    await user.click(within(dialog).getByRole('button', { name: t.hideConfirm }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.hiddenDone(105)));
    expect(puts(fetchMock)).toEqual([{ hidden: true, reason: '   Shares a phone number.' }]);
    // The modal follows the list: the review is now hidden, with its reason and Show again.
    expect(await within(dialog).findByText(t.hiddenBadge)).toBeInTheDocument();
    expect(within(dialog).getByText('Shares a phone number.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.show })).toBeInTheDocument();
  });

  it('shows a hidden review again with one click', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/trip-reviews': jsonResponse(200, { reviews: [hiddenReview] }),
      'PUT /api/admin/reviews/5/visibility': jsonResponse(200, { message: t.shownDone(105), review: review() }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReviewsTab notify={notify} />);
    const dialog = await openDetails(user);
    expect(within(dialog).getByText('Shares a phone number.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.show }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.shownDone(105)));
    expect(puts(fetchMock)).toEqual([{ hidden: false }]);
    expect(await within(dialog).findByRole('button', { name: t.hide })).toBeInTheDocument();
    expect(within(dialog).queryByText(t.hiddenBadge)).not.toBeInTheDocument();
  });
});
