import { useState } from 'react';
import { addDays, REBOOK_DEFAULT_LEAD_DAYS, tripTexts, type RebookResponse, type TravellerTrip } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useRebookTrip } from '../api/rebook-trip';

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Rebook: the same services at today's prices. The traveller picks the new departure (a month ahead
 * by default); the new trip then needs paying, which the dashboard starts at once.
 */
export function RebookPanel({ trip, onRebooked }: { trip: TravellerTrip; onRebooked(result: RebookResponse): void }) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(() => addDays(localToday(), REBOOK_DEFAULT_LEAD_DAYS));
  const rebook = useRebookTrip();
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {tripTexts.rebook}
      </Button>
    );
  }
  return (
    <div className="w-full space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="text-sm text-slate-800">Book this trip again with the same services at today’s prices. When would you like to leave?</p>
      {rebook.isError && <Alert tone="error">{errorMessage(rebook.error, tripTexts.rebookFailed)}</Alert>}
      <TextField label="New departure date" type="date" min={localToday()} value={date} onChange={(e) => setDate(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button loading={rebook.isPending} disabled={!date} onClick={() => rebook.mutate({ id: trip.id, departureDate: date }, { onSuccess: onRebooked })}>
          Confirm rebooking
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
