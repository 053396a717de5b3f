import { useState } from 'react';
import { adminTripTexts as t, ADMIN_PAGE_SIZE, canAdminReveal, formatMoney, isFinalTripStatus, paths, type AdminTrip } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { useClientTable } from '@/components/ui/use-client-table';
import { formatDate } from '@/lib/format-date';
import { AdminTripBadges } from './admin-trip-badges';
import { UnreadBadge } from '../unread-badge';
import { BreakableEmail } from '@/components/ui/breakable-email';

/** Spec 3: money in the locale's currency style. */
const money = (trip: AdminTrip) => formatMoney(trip.total_price, trip.currency, typeof navigator === 'undefined' ? 'en-US' : navigator.language);

function rebookingText(trip: AdminTrip) {
  const parts = [trip.rebooked_from !== null ? t.rebookedFrom(trip.rebooked_from) : null, trip.rebooked_to.length ? t.rebookedTo(trip.rebooked_to) : null];
  return parts.filter(Boolean).join(' · ') || t.noRebooking;
}

interface AdminTripsTableProps {
  trips: AdminTrip[];
  onUpdateStatus(trip: AdminTrip): void;
  onReveal(trip: AdminTrip): void;
  revealingId: number | null;
}

/** Spec 3 "Admin Trips Management": searchable, sortable, 10 a page, with View, Update Status and Reveal. */
export function AdminTripsTable({ trips, onUpdateStatus, onReveal, revealingId }: AdminTripsTableProps) {
  const [search, setSearch] = useState('');
  const table = useClientTable({
    rows: trips,
    search,
    searchText: (trip) => `#${trip.id} ${trip.id} ${trip.name} ${trip.traveler_name} ${trip.traveler_email}`,
    sortValues: {
      id: (trip) => trip.id,
      name: (trip) => trip.name,
      traveler: (trip) => trip.traveler_name,
      price: (trip) => trip.total_price,
      created: (trip) => trip.created_at,
    },
    pageSize: ADMIN_PAGE_SIZE,
    initialSort: { columnId: 'created', direction: 'desc' },
    // Issue 18: trips with unread traveller messages lead the list, whatever the column sort.
    pinFirst: (trip) => trip.unread_messages > 0,
  });

  const columns: DataTableColumn<AdminTrip>[] = [
    {
      id: 'id',
      header: t.columns.id,
      sortable: true,
      cell: (trip) => (
        <span className="inline-flex flex-wrap items-center gap-1.5">
          <span className="font-semibold">#{trip.id}</span>
          <UnreadBadge count={trip.unread_messages} />
        </span>
      ),
    },
    { id: 'name', header: t.columns.name, sortable: true, className: 'sm:min-w-[9rem]', cell: (trip) => trip.name },
    {
      id: 'traveler',
      header: t.columns.traveler,
      sortable: true,
      cell: (trip) => (
        <>
          <p>{trip.traveler_name}</p>
          <p className="break-all text-xs text-slate-600 sm:break-normal">
            <BreakableEmail email={trip.traveler_email} />
          </p>
        </>
      ),
    },
    { id: 'status', header: t.columns.status, cell: (trip) => <AdminTripBadges trip={trip} className="justify-end sm:justify-start" /> },
    { id: 'price', header: t.columns.price, sortable: true, align: 'right', className: 'whitespace-nowrap', cell: money },
    { id: 'created', header: t.columns.created, sortable: true, className: 'whitespace-nowrap', cell: (trip) => formatDate(trip.created_at) },
    { id: 'rebooking', header: t.columns.rebooking, cell: rebookingText },
    {
      id: 'actions',
      header: t.columns.actions,
      hideMobileLabel: true,
      cell: (trip) => (
        // Stacked on wide screens so the eight columns fit beside each other.
        <div className="flex flex-wrap gap-1.5 sm:flex-col sm:items-stretch">
          <LinkButton to={paths.adminTrip.to({ id: trip.id })} size="sm" variant="secondary" aria-label={t.viewTrip(trip.id)}>
            {t.view}
          </LinkButton>
          {!isFinalTripStatus(trip.status) && (
            <Button size="sm" variant="secondary" className="whitespace-nowrap" onClick={() => onUpdateStatus(trip)} aria-label={t.updateStatusFor(trip.id)}>
              {t.updateStatus}
            </Button>
          )}
          {canAdminReveal(trip.status) && (
            <Button size="sm" variant="secondary" onClick={() => onReveal(trip)} loading={revealingId === trip.id} disabled={revealingId !== null} aria-label={t.revealTrip(trip.id)}>
              {t.reveal}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <SearchInput label={t.searchTripsLabel} placeholder={t.searchTrips} value={search} onValueChange={setSearch} maxLength={200} className="sm:max-w-sm" />
      {table.matchCount === 0 ? (
        <EmptyState title={t.noTripsTitle}>{t.noTripsMatchBody}</EmptyState>
      ) : (
        <>
          <DataTable density="compact" caption={t.tripsTitle} columns={columns} rows={table.pageRows} rowKey={(trip) => trip.id} sort={table.sort} onSortChange={table.setSort} />
          <Pagination page={table.page} totalPages={table.totalPages} onPageChange={table.setPage} label="Trips pages" />
        </>
      )}
    </div>
  );
}
