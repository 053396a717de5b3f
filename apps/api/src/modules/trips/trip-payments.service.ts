import { canPay, minorToDecimal, paymentTexts, tripTexts, type PaymentPart, type PayTripResponse } from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { PaymentProvider } from '../billing/payment-provider';
import { countTripPayments, insertPayment, listOpenPayments, setPaymentStatus, type PaymentRow } from '../billing/payments-ledger.service';
import { withProvider } from '../billing/with-provider';
import { readBookingTerms } from '../settings/settings.service';
import { assertSomethingToPay, chargeFor, type Charge } from './payment-parts';
import { lockOwnTrip } from './trip-context.service';
import { updateTrip } from './trips.repository';

export { settlePaymentsForCancellation } from './trip-refunds';

export interface PaymentDeps {
  db: Db;
  payments: PaymentProvider;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * POST /api/trips/{id}/pay with an optional part (docs/decisions/0013). The trip row is locked, so a
 * double click waits for the first click and then gets the same intent back: a trip has one open
 * charge at a time. Choosing another part (deposit instead of full) cancels the open one first, so
 * two charges can never both be confirmed. A failed attempt keeps its intent (Stripe lets the same
 * intent be confirmed again with another card).
 */
export async function startTripPayment(deps: PaymentDeps, travellerId: number, tripId: number, requested?: PaymentPart): Promise<PayTripResponse> {
  return deps.db.transaction(async (tx) => {
    const ctx = await lockOwnTrip(tx, travellerId, tripId);
    const trip = ctx.trip;
    assertSomethingToPay(trip, canPay({ status: trip.status, payment_status: trip.paymentStatus }));
    const terms = await readBookingTerms(tx);
    const charge = chargeFor(trip, ctx.preference.departureDate, requested, terms, todayUtc());
    const provider = deps.payments;
    const answer = (clientSecret: string) => ({
      clientSecret,
      provider: provider.name,
      part: charge.part,
      amount: minorToDecimal(charge.amountMinor, trip.currency),
      currency: trip.currency,
    });
    // Deposit offers are snapshotted when charged; paying in full drops an earlier offer.
    if (charge.part !== 'balance') {
      await updateTrip(tx, trip.id, { depositMinor: charge.agreed?.depositMinor ?? null, balanceDueDate: charge.agreed?.balanceDueDate ?? null });
    }

    // The cancellation table in force when the first charge starts is the one agreed (docs/decisions/0015).
    if (trip.cancellationTiers === null) {
      await updateTrip(tx, trip.id, { cancellationTiers: terms.cancellation_tiers, cancellationDepositPercent: terms.deposit_percent });
    }

    const reusable = await closeOtherOpenCharges(tx, provider, trip.id, charge);
    if (reusable) return answer(reusable);
    const attempt = (await countTripPayments(tx, trip.id)) + 1;
    const intent = await withProvider(() =>
      provider.createPaymentIntent({
        amountMinor: charge.amountMinor,
        currency: trip.currency,
        metadata: { trip_id: String(trip.id), traveller_id: String(travellerId), part: charge.part },
        idempotencyKey: `trip-${trip.id}-payment-${attempt}`,
      }),
    );
    await insertPayment(tx, {
      tripId: trip.id,
      provider: provider.name,
      providerPaymentId: intent.id,
      amountMinor: charge.amountMinor,
      currency: trip.currency,
      status: 'requires_payment_method',
      kind: charge.part,
    });
    return answer(intent.clientSecret);
  });
}

/**
 * The open charges of this provider: the one for this very part and amount is reused (its client
 * secret is answered); every other one is cancelled at the provider. One that the provider already
 * took (its webhook is on the way) answers 409 rather than being charged a second time.
 */
async function closeOtherOpenCharges(tx: DbOrTx, provider: PaymentProvider, tripId: number, charge: Charge): Promise<string | null> {
  let reusable: string | null = null;
  for (const open of await listOpenPayments(tx, tripId)) {
    if (open.provider !== provider.name) continue;
    const intent = await withProvider(() => provider.retrievePaymentIntent(open.providerPaymentId));
    if (intent.status === 'succeeded') throw conflict(tripTexts.alreadyPaid);
    if (intent.status === 'processing') throw conflict(paymentTexts.paymentUnderway);
    if (intent.status === 'canceled') {
      await setPaymentStatus(tx, open.id, 'canceled');
    } else if (!reusable && sameCharge(open, charge)) {
      reusable = intent.clientSecret;
    } else {
      await withProvider(() => provider.cancelPaymentIntent(open.providerPaymentId));
      await setPaymentStatus(tx, open.id, 'canceled');
    }
  }
  return reusable;
}

const sameCharge = (open: PaymentRow, charge: Charge) => open.kind === charge.part && open.amountMinor === charge.amountMinor;
