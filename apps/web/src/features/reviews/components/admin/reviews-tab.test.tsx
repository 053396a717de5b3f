import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminReviewTexts as t, adminTexts, reviewTexts, type TripReviewDto } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { ReviewsTab } from './reviews-tab';

const review = (id: number, over: Partial<TripReviewDto> = {}): TripReviewDto => ({
  id,
  tripId: 100 + id,
  trip_id: 100 + id,
  tripName: `Mystery trip ${id}`,
  travelerName: `Traveler ${id}`,
  overallRating: 4,
  comments: `Comment ${id}`,
  createdAt: new Date(Date.UTC(2026, 1, id, 9)).toISOString(),
  serviceReviews: [],
  hidden: false,
  hiddenReason: null,
  hiddenAt: null,
  ...over,
});

const serve = (reviews: TripReviewDto[]) => routeFetch({ 'GET /api/admin/trip-reviews': jsonResponse(200, { reviews }) });
const bodyRows = () => within(screen.getByRole('table', { name: t.title })).getAllByRole('row').slice(1);
// A cell holds its mobile label, then its value.
const column = (n: number) => bodyRows().map((r) => within(r).getAllByRole('cell')[n]!.lastElementChild!.textContent);

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('ReviewsTab', () => {
  it('lists reviews newest first with stars, comments cut at 100 characters or No comments', async () => {
    const long = `${'Lovely dunes. '.repeat(10)}`;
    serve([review(1, { comments: long }), review(2, { comments: null, overallRating: 2 }), review(3)]);
    renderWithProviders(<ReviewsTab />);
    await screen.findByRole('table', { name: t.title });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(Object.values(t.columns));
    expect(column(0)).toEqual(['#103Mystery trip 3', '#102Mystery trip 2', '#101Mystery trip 1']);
    expect(within(bodyRows()[1]!).getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument();
    expect(column(3)).toEqual(['Comment 3', t.noComments, `${long.slice(0, 100).trimEnd()}…`]);
    expect(column(4)[0]).toBe('3 Feb 2026');
  });

  it('filters by rating, searches (debounced), and words the empty state for a filter', async () => {
    serve([review(1, { overallRating: 5, travelerName: 'Amina Mwangi' }), review(2, { overallRating: 5 }), review(3, { overallRating: 1 })]);
    const user = userEvent.setup();
    renderWithProviders(<ReviewsTab />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText(t.ratingFilterLabel), t.ratingOption(5));
    expect(column(1)).toEqual(['Traveler 2', 'Amina Mwangi']);
    await user.type(screen.getByLabelText(t.searchLabel), 'amina');
    await waitFor(() => expect(column(1)).toEqual(['Amina Mwangi']));
    await user.selectOptions(screen.getByLabelText(t.ratingFilterLabel), t.ratingOption(1));
    expect(screen.getByText(t.noReviewsFoundTitle)).toBeInTheDocument();
    expect(screen.getByText(t.noReviewsFoundBody)).toBeInTheDocument();
  });

  it('finds a review by a service it rates', async () => {
    serve([review(1), review(2, { serviceReviews: [{ id: 9, service_id: 4, serviceId: 4, serviceName: 'Dhow Sunset Cruise', rating: 5, comments: null }] })]);
    const user = userEvent.setup();
    renderWithProviders(<ReviewsTab />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(t.searchLabel), 'dhow');
    await waitFor(() => expect(column(1)).toEqual(['Traveler 2']));
  });

  it('sorts by rating and pages by 10 with the total, the pager only past one page', async () => {
    serve(Array.from({ length: 12 }, (_, i) => review(i + 1, { overallRating: (i % 5) + 1 })));
    const user = userEvent.setup();
    renderWithProviders(<ReviewsTab />);
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText(adminTexts.pageSummary(1, 2, 12, 'reviews'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(column(1)).toEqual(['Traveler 2', 'Traveler 1']);
    await user.click(screen.getByRole('button', { name: t.columns.rating }));
    expect(screen.getByRole('columnheader', { name: t.columns.rating })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText(adminTexts.pageSummary(1, 2, 12, 'reviews'))).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByRole('img', { name: '1 out of 5 stars' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(t.ratingFilterLabel), t.ratingOption(3));
    expect(screen.queryByRole('navigation', { name: 'Reviews pages' })).not.toBeInTheDocument();
  });

  it('shows a review’s details with every fallback', async () => {
    serve([
      review(1, {
        comments: null,
        serviceReviews: [
          { id: 1, service_id: 4, serviceId: 4, serviceName: 'Dhow Sunset Cruise', rating: 5, comments: 'Magical' },
          { id: 2, service_id: 5, serviceId: 5, serviceName: 'Stone Town Walk', rating: 3, comments: null },
        ],
      }),
      review(2),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<ReviewsTab />);
    await user.click(await screen.findByRole('button', { name: `${t.viewDetails}: review of trip #101` }));
    const dialog = await screen.findByRole('dialog', { name: t.detailsTitle });
    for (const text of ['#101', 'Mystery trip 1', 'Traveler 1', t.noCommentsProvided, 'Dhow Sunset Cruise', 'Magical', 'Stone Town Walk', t.noServiceComments]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: `${t.viewDetails}: review of trip #102` }));
    const second = await screen.findByRole('dialog', { name: t.detailsTitle });
    expect(within(second).getByText('Comment 2')).toBeInTheDocument();
    expect(within(second).getByText(t.noServiceReviews)).toBeInTheDocument();
  });

  it('says when no traveler has reviewed yet', async () => {
    serve([]);
    renderWithProviders(<ReviewsTab />);
    expect(await screen.findByText(t.noReviewsTitle)).toBeInTheDocument();
    expect(screen.getByText(t.noReviewsBody)).toBeInTheDocument();
  });

  it('shows the fallback message when the list fails', async () => {
    routeFetch({ 'GET /api/admin/trip-reviews': jsonResponse(500, {}) });
    renderWithProviders(<ReviewsTab />);
    expect(await screen.findAllByText(reviewTexts.fetchFailed)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: adminTexts.retry })).toBeInTheDocument();
  });
});
