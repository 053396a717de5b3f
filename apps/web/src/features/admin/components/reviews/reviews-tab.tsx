import { useMemo, useState } from 'react';
import { MessageSquareText, SearchX } from 'lucide-react';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_DEBOUNCE_MS, adminReviewTexts as t, adminTexts, reviewPreview, reviewTexts, type TripReviewDto } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pager } from '@/components/ui/pager';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { Stars } from '@/components/ui/star-rating';
import { useClientTable } from '@/components/ui/use-client-table';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTripReviews } from '../../api/get-trip-reviews';
import { ReviewDetailsModal } from './review-details-modal';

const EMPTY: TripReviewDto[] = [];
const RATINGS = [5, 4, 3, 2, 1] as const;
const searchText = (r: TripReviewDto) => [r.tripId, r.tripName, r.travelerName, r.comments ?? '', ...r.serviceReviews.flatMap((s) => [s.serviceName, s.comments ?? ''])].join(' ');
const sortValues = {
  trip: (r: TripReviewDto) => r.tripId,
  traveler: (r: TripReviewDto) => r.travelerName,
  rating: (r: TripReviewDto) => r.overallRating,
  date: (r: TripReviewDto) => r.createdAt,
};

/** Spec 3 "Reviews tab": search, a rating filter, sortable table (newest first), pages of 10, review details. */
export function ReviewsTab() {
  const reviews = useTripReviews();
  const all = reviews.data ?? EMPTY;
  const [rating, setRating] = useState('all');
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, ADMIN_SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState<TripReviewDto | null>(null);

  const filtered = useMemo(() => (rating === 'all' ? all : all.filter((r) => r.overallRating === Number(rating))), [all, rating]);
  const table = useClientTable({
    rows: filtered,
    search: settled,
    searchText,
    sortValues,
    pageSize: ADMIN_PAGE_SIZE,
    initialSort: { columnId: 'date', direction: 'desc' },
    filterKey: rating,
  });

  const columns: DataTableColumn<TripReviewDto>[] = [
    {
      id: 'trip',
      header: t.columns.trip,
      sortable: true,
      cell: (r) => (
        <>
          <span className="font-semibold">#{r.tripId}</span>
          <span className="block text-xs text-slate-600">{r.tripName}</span>
        </>
      ),
    },
    { id: 'traveler', header: t.columns.traveler, sortable: true, className: 'sm:whitespace-nowrap', cell: (r) => r.travelerName },
    { id: 'rating', header: t.columns.rating, sortable: true, cell: (r) => <Stars value={r.overallRating} /> },
    {
      id: 'comments',
      header: t.columns.comments,
      className: 'sm:min-w-64 sm:max-w-md',
      cell: (r) => <span className={r.comments?.trim() ? 'text-slate-800' : 'italic text-slate-600'}>{reviewPreview(r.comments)}</span>,
    },
    { id: 'date', header: t.columns.date, sortable: true, className: 'sm:whitespace-nowrap', cell: (r) => formatDate(r.createdAt) },
    {
      id: 'actions',
      header: t.columns.actions,
      hideMobileLabel: true,
      cell: (r) => (
        <Button size="sm" variant="secondary" className="whitespace-nowrap" onClick={() => setOpen(r)} aria-label={`${t.viewDetails}: review of trip #${r.tripId}`}>
          {t.viewDetails}
        </Button>
      ),
    },
  ];

  let body;
  if (reviews.isPending) {
    body = <Spinner label="Loading reviews…" />;
  } else if (reviews.isError) {
    body = (
      <ErrorPanel
        title={reviewTexts.fetchFailed}
        message={errorMessage(reviews.error, reviewTexts.fetchFailed)}
        onRetry={() => reviews.refetch()}
        retrying={reviews.isFetching}
        retryLabel={adminTexts.retry}
      />
    );
  } else if (all.length === 0) {
    body = (
      <EmptyState title={t.noReviewsTitle} icon={MessageSquareText}>
        {t.noReviewsBody}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div className="flex flex-wrap items-end gap-3">
          <SearchInput label={t.searchLabel} placeholder={t.searchPlaceholder} value={search} onValueChange={setSearch} maxLength={200} className="w-full sm:max-w-sm" />
          <div className="space-y-1">
            <label htmlFor="reviews-rating" className="block text-sm font-medium text-slate-800">
              {t.ratingFilterLabel}
            </label>
            <select
              id="reviews-rating"
              value={rating}
              onChange={(e) => setRating(e.target.value)}
              className="block rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
            >
              <option value="all">{t.allRatings}</option>
              {RATINGS.map((n) => (
                <option key={n} value={n}>
                  {t.ratingOption(n)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {table.matchCount === 0 ? (
          <EmptyState title={t.noReviewsFoundTitle} icon={SearchX}>
            {t.noReviewsFoundBody}
          </EmptyState>
        ) : (
          <DataTable density="compact" caption={t.title} columns={columns} rows={table.pageRows} rowKey={(r) => r.id} sort={table.sort} onSortChange={table.setSort} />
        )}
        <Pager page={table.page} totalPages={table.totalPages} onPage={table.setPage} summary={t.pageSummary(table.page, table.totalPages, table.matchCount)} label="Reviews pages" />
      </>
    );
  }

  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <h2 id="reviews-title" className="text-xl font-semibold text-slate-900">
        {t.title} {reviews.data && <span className="text-base font-normal text-slate-600">({all.length})</span>}
      </h2>
      {body}
      <ReviewDetailsModal review={open} onClose={() => setOpen(null)} />
    </section>
  );
}
