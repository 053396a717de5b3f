import { canRebook, type RebookResponse, type TravellerTrip } from '@mt/shared';
import { Modal } from '@/components/ui/modal';
import { useDisplayRates } from '@/lib/display-currency';
import { longDate, tripPrice } from '../utils/format';
import { RebookingHistory } from './rebooking-history';
import { RebookPanel } from './rebook-panel';
import { PaymentBadge, TripStatusBadge } from './status-badges';
import { TripActions, type TripActionHandlers } from './trip-actions';
import { TripContents } from './trip-contents';

interface TripDetailsModalProps extends TripActionHandlers {
  trip: TravellerTrip;
  /** Trips of the history fetch their details with the history's error texts. */
  past: boolean;
  onClose(): void;
  onRebooked(result: RebookResponse): void;
}

/** Trip Details (spec 1 section 2): services, rebooking notes and history, Review Trip, Rebook. */
export function TripDetailsModal({ trip, past, onClose, onRebooked, ...actions }: TripDetailsModalProps) {
  const price = tripPrice(trip, useDisplayRates());
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Trip Details: #${trip.id}`}>
      <div className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap gap-2">
            <TripStatusBadge status={trip.status} />
            <PaymentBadge paymentStatus={trip.payment_status} />
          </div>
          <p className="font-semibold text-slate-900">
            {price.main} {price.approx && <span className="text-sm font-normal text-slate-600">{price.approx}</span>}
          </p>
        </div>
        <p className="text-sm text-slate-700">
          {longDate(trip.departure_date)} – {longDate(trip.return_date)} · {trip.traveller_count} traveller{trip.traveller_count === 1 ? '' : 's'}
        </p>
        <TripContents trip={trip} past={past} />
        {(trip.rebooked_from || trip.has_further_rebookings) && (
          <div className="space-y-1 text-sm text-slate-700">
            {trip.rebooked_from && <p>This trip is a rebooking of trip #{trip.rebooked_from}.</p>}
            {trip.has_further_rebookings && <p>You have rebooked this trip.</p>}
          </div>
        )}
        <RebookingHistory trip={trip} />
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <TripActions trip={trip} {...actions} />
          {canRebook(trip) && <RebookPanel trip={trip} onRebooked={onRebooked} />}
        </div>
      </div>
    </Modal>
  );
}
