import type { Tx } from '../db/client';
import { payments, tripPostponements } from '../db/schema';
import type { DemoJourney, DemoTrip } from './journeys';
import { dateFrom, daysFrom } from './util';

/**
 * A postponement the traveller asked for and whose fee is not paid yet (docs/decisions/0016): an open
 * postponement_fee charge at the sandbox (its intents are the payments rows, so "Finish postponing"
 * can pay it) and a `pending` row. Nothing has moved: the admin sees "Postponement fee pending".
 */
export async function insertPendingPostponement(tx: Tx, tripId: number, j: DemoJourney, p: NonNullable<DemoTrip['postponementPending']>, now: Date): Promise<void> {
  const askedAt = daysFrom(now, -p.daysAgo, 16);
  const [fee] = await tx
    .insert(payments)
    .values({
      tripId,
      provider: 'sandbox',
      providerPaymentId: `sandbox_pi_demo_${tripId}_${j.key}_postponement_pending`,
      amountMinor: p.feeMinor,
      currency: 'NOK',
      status: 'requires_payment_method',
      kind: 'postponement_fee',
      createdAt: askedAt,
      updatedAt: askedAt,
    })
    .returning({ id: payments.id });
  if (!fee) throw new Error('fee insert returned no row');
  await tx.insert(tripPostponements).values({
    tripId,
    paymentId: fee.id,
    fromDate: dateFrom(now, j.departInDays),
    toDate: dateFrom(now, p.toInDays),
    feeMinor: p.feeMinor,
    currency: 'NOK',
    status: 'pending',
    createdAt: askedAt,
  });
}
