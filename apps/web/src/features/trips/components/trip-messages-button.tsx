import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TRIP_MESSAGES_PARAM, tripMessageTexts, type TravellerTrip } from '@mt/shared';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TripThread } from './trip-thread';
import { UnreadBadge } from './unread-badge';

/**
 * "Messages" on a traveller's trip, with its unread count, opening the thread in a dialog. The link of
 * the "new message" e-mail (?messages={id}) opens it at once.
 */
export function TripMessagesButton({ trip, size }: { trip: TravellerTrip; size?: ButtonProps['size'] }) {
  const [params, setParams] = useSearchParams();
  const linked = params.get(TRIP_MESSAGES_PARAM) === String(trip.id);
  const [open, setOpen] = useState(linked);
  const close = () => {
    setOpen(false);
    if (linked) {
      const next = new URLSearchParams(params);
      next.delete(TRIP_MESSAGES_PARAM);
      setParams(next, { replace: true });
    }
  };
  const label = trip.unread_messages > 0 ? `${tripMessageTexts.open(trip.id)}, ${tripMessageTexts.unread(trip.unread_messages)}` : tripMessageTexts.open(trip.id);
  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setOpen(true)} aria-label={label}>
        {tripMessageTexts.title}
        <UnreadBadge count={trip.unread_messages} />
      </Button>
      {open && (
        <Modal open onOpenChange={(next) => !next && close()} title={tripMessageTexts.threadTitle(trip.id)} size="lg">
          <TripThread tripId={trip.id} side="traveller" />
        </Modal>
      )}
    </>
  );
}
