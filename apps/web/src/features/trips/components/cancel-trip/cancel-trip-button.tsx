import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { canTravellerCancel, cancelTripTexts as t, type TravellerTrip } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { tripKeys } from '../../api/get-trips';
import { CancelTripDialog } from './cancel-trip-dialog';

/**
 * "Cancel trip" for a booked trip the traveller may still cancel. An unpaid proposal is declined on
 * its card instead (docs/decisions/0015), so it has no such button.
 */
export function CancelTripButton({ trip }: { trip: TravellerTrip }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  if (!canTravellerCancel(trip) || trip.status === 'pending_confirmation') return null;
  return (
    <>
      <Button variant="bare" className="text-red-700 hover:bg-slate-100" onClick={() => setOpen(true)}>
        {t.cancelTrip}
      </Button>
      {open && <CancelTripDialog trip={trip} open={open} onOpenChange={setOpen} onCancelled={() => void queryClient.invalidateQueries({ queryKey: tripKeys.all })} />}
    </>
  );
}
