import { canPay, minorToDecimal, tripTexts, type PayTripResponse } from '@mt/shared';
import type { Db, Tx } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import { ProviderError, type PaymentProvider } from '../billing/payment-provider';
import {
  countTripPayments,
  findOpenPayment,
  findSucceededPayment,
  insertPayment,
  listOpenPayments,
  setPaymentStatus,
  type PaymentRow,
} from '../billing/payments-ledger.service';
import { withProvider } from '../billing/with-provider';
import { lockOwnTrip, type TripContext } from './trip-context.service';

export interface PaymentDeps {
  db: Db;
  payments: PaymentProvider;
}

/**
 * POST /api/trips/{id}/pay. The trip row is locked, so a double click waits for the first click and
 * then gets the same intent back: one trip never has two open charges. A failed attempt keeps its
 * intent (Stripe lets the same intent be confirmed again with another card).
 */
export async function startTripPayment(deps: PaymentDeps, travellerId: number, tripId: number): Promise<PayTripResponse> {
  return deps.db.transaction(async (tx) => {
    const ctx = await lockOwnTrip(tx, travellerId, tripId);
    const trip = ctx.trip;
    if (trip.paymentStatus === 'paid') throw conflict(tripTexts.alreadyPaid);
    if (!canPay({ status: trip.status, payment_status: trip.paymentStatus })) throw conflict(tripTexts.notPayable);
    const amount = minorToDecimal(trip.totalPriceMinor, trip.currency);
    const provider = deps.payments;

    const open = await findOpenPayment(tx, trip.id, provider.name);
    if (open && open.amountMinor === trip.totalPriceMinor) {
      const intent = await withProvider(() => provider.retrievePaymentIntent(open.providerPaymentId));
      if (intent.status === 'succeeded') throw conflict(tripTexts.alreadyPaid);
      if (intent.status !== 'canceled') return { clientSecret: intent.clientSecret, provider: provider.name, amount, currency: trip.currency };
      await setPaymentStatus(tx, open.id, 'canceled');
    }
    const attempt = (await countTripPayments(tx, trip.id)) + 1;
    const intent = await withProvider(() =>
      provider.createPaymentIntent({
        amountMinor: trip.totalPriceMinor,
        currency: trip.currency,
        metadata: { trip_id: String(trip.id), traveller_id: String(travellerId) },
        idempotencyKey: `trip-${trip.id}-payment-${attempt}`,
      }),
    );
    await insertPayment(tx, {
      tripId: trip.id,
      provider: provider.name,
      providerPaymentId: intent.id,
      amountMinor: trip.totalPriceMinor,
      currency: trip.currency,
      status: 'requires_payment_method',
    });
    return { clientSecret: intent.clientSecret, provider: provider.name, amount, currency: trip.currency };
  });
}

/**
 * Part of a cancellation, inside its transaction: open intents are cancelled at the provider and a
 * successful payment is refunded once (the idempotency key names the payment, so a retried
 * cancellation cannot refund twice). Answers the refunded payment, or null.
 */
export async function settlePaymentsForCancellation(tx: Tx, provider: PaymentProvider, ctx: TripContext): Promise<PaymentRow | null> {
  for (const open of await listOpenPayments(tx, ctx.trip.id)) {
    if (open.provider !== provider.name) continue;
    await withProvider(() => provider.cancelPaymentIntent(open.providerPaymentId));
    await setPaymentStatus(tx, open.id, 'canceled');
  }
  if (ctx.trip.paymentStatus !== 'paid') return null;
  const paid = await findSucceededPayment(tx, ctx.trip.id);
  if (!paid) return null;
  try {
    await provider.refundPayment({ paymentIntentId: paid.providerPaymentId, idempotencyKey: `refund-payment-${paid.id}` });
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError(502, tripTexts.refundFailed);
    throw err;
  }
  await setPaymentStatus(tx, paid.id, 'refunded');
  return paid;
}
