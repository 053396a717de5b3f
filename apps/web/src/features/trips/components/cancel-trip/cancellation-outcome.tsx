import { cancelTripTexts as t } from '@mt/shared';

/** On a cancelled trip: what went back to the traveller and what the cancellation kept. */
export function CancellationOutcome({ trip }: { trip: { status: string; refunded_amount: number; kept_amount: number | null; currency: string } }) {
  if (trip.status !== 'cancelled' || (trip.refunded_amount <= 0 && trip.kept_amount === null)) return null;
  const parts = [...(trip.refunded_amount > 0 ? [t.refundedNote(trip.refunded_amount, trip.currency)] : []), ...(trip.kept_amount !== null ? [t.keptNote(trip.kept_amount, trip.currency)] : [])];
  // Each amount on one line: in a phone's narrow column the line broke between 'Kept' and its amount.
  return (
    <p className="text-xs text-slate-600">
      {parts.map((part, i) => (
        <span key={part}>
          {i > 0 && ' · '}
          <span className="whitespace-nowrap">{part}</span>
        </span>
      ))}
    </p>
  );
}
