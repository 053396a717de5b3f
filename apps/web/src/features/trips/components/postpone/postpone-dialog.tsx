import { useState, type FormEvent, type ReactNode } from 'react';
import { formatMoney, postponeTexts, type PostponeTripResponse, type TravellerTrip } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { usePostponeTrip } from '../../api/postpone-trip';
import { longDate } from '../../utils/format';

export type FeeCharge = NonNullable<PostponeTripResponse['payment']>;

interface PostponeDialogProps {
  trip: TravellerTrip;
  onClose(): void;
  /** The postponement took effect (fee 0) or its fee went through: the dashboard reloads the trips. */
  onPostponed(message: string): void;
  /** The card step for the fee (the app composes it from the payments feature). */
  renderCardStep(charge: FeeCharge, onPaid: () => void): ReactNode;
}

/**
 * Postpone a booked trip (docs/decisions/0016): a date between the server's bounds, the fee and what
 * moves, then the fee through the existing card forms. Nothing moves until the fee is paid.
 */
export function PostponeDialog({ trip, onClose, onPostponed, renderCardStep }: PostponeDialogProps) {
  const p = trip.postponement;
  const [date, setDate] = useState(p.pending?.departure_date ?? '');
  const [charge, setCharge] = useState<FeeCharge | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const postpone = usePostponeTrip();
  const fee = p.fee > 0 ? formatMoney(p.fee, p.currency) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    postpone.mutate(
      { id: trip.id, departureDate: date },
      {
        onSuccess: (res) => {
          if (res.payment) return setCharge(res.payment);
          setDone(res.message);
          onPostponed(res.message);
        },
      },
    );
  };
  const paid = () => {
    setDone(postponeTexts.paid);
    onPostponed(postponeTexts.paid);
  };

  let body;
  if (done) body = <Alert tone="success">{done}</Alert>;
  else if (charge) {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {postponeTexts.feeStarted(longDate(date))}
        </p>
        {renderCardStep(charge, paid)}
      </div>
    );
  } else {
    body = (
      <form className="space-y-4" onSubmit={submit} noValidate>
        <p className="text-sm text-slate-700">
          {postponeTexts.intro} {postponeTexts.terms(fee)}
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{postponeTexts.whatMoves}</li>
          {trip.payment_status === 'deposit_paid' && <li>{postponeTexts.balanceMoves}</li>}
          {fee && <li>{postponeTexts.feeFirst}</li>}
        </ul>
        {postpone.isError && <Alert tone="error">{errorMessage(postpone.error, postponeTexts.failed)}</Alert>}
        <TextField
          label={postponeTexts.dateLabel}
          type="date"
          required
          min={p.earliest_date}
          max={p.latest_date}
          value={date}
          hint={postponeTexts.dateHint(longDate(p.earliest_date), longDate(p.latest_date))}
          onChange={(e) => setDate(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={postpone.isPending} disabled={!date}>
            {postponeTexts.confirm(fee)}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {postponeTexts.keep}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={postponeTexts.dialogTitle} description={`Trip #${trip.id} · departs ${longDate(trip.departure_date)}`}>
      {body}
    </Modal>
  );
}
