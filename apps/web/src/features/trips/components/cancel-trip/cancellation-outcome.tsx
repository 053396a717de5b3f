import { cancelTripTexts as t } from '@mt/shared';

/** On a cancelled trip: what went back to the traveller and what the cancellation kept. */
export function CancellationOutcome({ trip }: { trip: { status: string; refunded_amount: number; kept_amount: number | null; currency: string } }) {
  if (trip.status !== 'cancelled' || (trip.refunded_amount <= 0 && trip.kept_amount === null)) return null;
  const parts = [...(trip.refunded_amount > 0 ? [t.refundedNote(trip.refunded_amount, trip.currency)] : []), ...(trip.kept_amount !== null ? [t.keptNote(trip.kept_amount, trip.currency)] : [])];
  return <p className="text-xs text-slate-600">{parts.join(' · ')}</p>;
}
