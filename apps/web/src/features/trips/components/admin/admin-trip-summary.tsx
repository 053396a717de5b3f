import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminPostponementTexts, adminTripTexts as t, formatMoney, paths, type AdminTrip } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { longDate } from '../../utils/format';
import { AdminTripBadges } from './admin-trip-badges';
import { AdminPostponementDetail } from './admin-postponement-detail';

/** Two columns on a phone; `wide` items (long values) take both. */
function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 lg:col-span-1' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** The trip's summary for the admin (spec 3 section 3 "Trip"), with the way back along a rebooking chain. */
export function AdminTripSummary({ trip, onNavigate }: { trip: AdminTrip; onNavigate?(id: number): void }) {
  const parentIsOriginal = trip.rebooked_from === trip.original_trip_id;
  return (
    <section aria-labelledby={`trip-${trip.id}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-2">
          <h2 id={`trip-${trip.id}-title`} className="text-xl font-semibold text-slate-900">
            {t.tripSummary}: {t.tripHeading(trip.id)}
          </h2>
          <AdminTripBadges trip={trip} />
        </div>
        {onNavigate && (trip.original_trip_id !== null || trip.rebooked_from !== null) && (
          <div className="flex flex-wrap gap-2">
            {trip.original_trip_id !== null && (
              <Button size="sm" variant="secondary" onClick={() => onNavigate(trip.original_trip_id!)}>
                {t.viewOriginal}
              </Button>
            )}
            {trip.rebooked_from !== null && !parentIsOriginal && (
              <Button size="sm" variant="secondary" onClick={() => onNavigate(trip.rebooked_from!)}>
                {t.viewParent}
              </Button>
            )}
          </div>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <Item label={t.tripNameLabel}>{trip.name}</Item>
        <Item label={t.destinationLabel}>{trip.destination ?? '—'}</Item>
        <Item label={t.traveller} wide>
          <span className="font-medium">{trip.traveler_name}</span>
          <br />
          <span className="break-all text-slate-700">{trip.traveler_email}</span>
        </Item>
        <Item label={t.totalPriceLabel}>
          <span className="text-base font-semibold">{formatMoney(trip.total_price, trip.currency)}</span>
        </Item>
        <Item label={t.travelDates} wide>
          {longDate(trip.departure_date)} – {longDate(trip.return_date)}
        </Item>
        {(trip.postponed_from !== null || trip.pending_postponement !== null) && (
          <Item label={adminPostponementTexts.postponementLabel} wide>
            <AdminPostponementDetail trip={trip} />
          </Item>
        )}
        <Item label={t.travellers}>{trip.traveller_count}</Item>
        <Item label={t.revealedAt}>{trip.revealed_at ? formatDateTime(trip.revealed_at) : t.notYet}</Item>
        <Item label={t.completedAt}>{trip.completed_at ? formatDateTime(trip.completed_at) : t.notYet}</Item>
        <Item label={t.created}>{formatDateTime(trip.created_at)}</Item>
        <Item label={t.updated}>{formatDateTime(trip.updated_at)}</Item>
        <Item label="Preference">
          <Link to={paths.adminCreateTrip.to({ preferenceId: trip.preference_id })} className="text-brand-800 underline underline-offset-2">
            {t.preferenceLink(trip.preference_id)}
          </Link>
        </Item>
      </dl>
    </section>
  );
}
