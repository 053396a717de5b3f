import { useMemo, useState } from 'react';
import { MessageSquareText, SearchX } from 'lucide-react';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_DEBOUNCE_MS, adminReviewTexts as t, adminTexts, reviewPreview, reviewTexts, type TripReviewDto } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { Stars } from '@/components/ui/star-rating';
import { useClientTable } from '@/components/ui/use-client-table';
import { formatDate } from '@/lib/format-date';
import type { Notify } from '@/lib/notice';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTripReviews } from '../../api/admin/get-trip-reviews';
import { HiddenBadge } from './hidden-badge';
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

/**
 * Spec 3 "Reviews tab": search, a rating filter, sortable table (newest first), pages of 10, review details;
 * hidden reviews carry a badge and their reason (issue 22).
 */
export function ReviewsTab({ notify }: { notify?: Notify }) {
  const reviews = useTripReviews();
  const all = reviews.data ?? EMPTY;
  const [rating, setRating] = useState('all');
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, ADMIN_SEARCH_DEBOUNCE_MS);
  // By id, so the open review follows the list when a moderation changes it.
  const [openId, setOpenId] = useState<number | null>(null);
  const open = all.find((r) => r.id === openId) ?? null;

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
      cell: (r) => (
        <>
          {r.hidden && (
            <span className="mb-1 block">
              <HiddenBadge />
            </span>
          )}
          <span className={r.comments?.trim() ? 'text-slate-800' : 'italic text-slate-600'}>{reviewPreview(r.comments)}</span>
          {r.hidden && (
            <span className="mt-1 block break-words text-xs text-amber-900">
              {t.hiddenReason}: {reviewPreview(r.hiddenReason)}
            </span>
          )}
        </>
      ),
    },
    { id: 'date', header: t.columns.date, sortable: true, className: 'sm:whitespace-nowrap', cell: (r) => formatDate(r.createdAt) },
    {
      id: 'actions',
      header: t.columns.actions,
      hideMobileLabel: true,
      cell: (r) => (
        <Button size="sm" variant="secondary" className="whitespace-nowrap" onClick={() => setOpenId(r.id)} aria-label={`${t.viewDetails}: review of trip #${r.tripId}`}>
          {t.viewDetails}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <h2 id="reviews-title" className="text-xl font-semibold text-slate-900">
        {t.title} {reviews.data && <span className="text-base font-normal text-slate-600">({all.length})</span>}
      </h2>
      <QueryState
        query={reviews}
        loadingLabel="Loading reviews…"
        errorTitle={reviewTexts.fetchFailed}
        retryLabel={adminTexts.retry}
        empty={
          all.length === 0 && (
            <EmptyState title={t.noReviewsTitle} icon={MessageSquareText}>
              {t.noReviewsBody}
            </EmptyState>
          )
        }
      >
        {() => (
          <>
            <div className="flex flex-wrap items-end gap-3">
              <SearchInput label={t.searchLabel} placeholder={t.searchPlaceholder} value={search} onValueChange={setSearch} maxLength={200} className="w-full sm:max-w-sm" />
              <SelectField id="reviews-rating" label={t.ratingFilterLabel} value={rating} onChange={(e) => setRating(e.target.value)} className="pr-8">
                <option value="all">{t.allRatings}</option>
                {RATINGS.map((n) => (
                  <option key={n} value={n}>
                    {t.ratingOption(n)}
                  </option>
                ))}
              </SelectField>
            </div>
            {table.matchCount === 0 ? (
              <EmptyState title={t.noReviewsFoundTitle} icon={SearchX}>
                {t.noReviewsFoundBody}
              </EmptyState>
            ) : (
              <DataTable density="compact" caption={t.title} columns={columns} rows={table.pageRows} rowKey={(r) => r.id} sort={table.sort} onSortChange={table.setSort} />
            )}
            <Pagination page={table.page} totalPages={table.totalPages} onPageChange={table.setPage} summary={adminTexts.pageSummary(table.page, table.totalPages, table.matchCount, 'reviews')} label="Reviews pages" />
          </>
        )}
      </QueryState>
      <ReviewDetailsModal review={open} onClose={() => setOpenId(null)} notify={notify} />
    </section>
  );
}
