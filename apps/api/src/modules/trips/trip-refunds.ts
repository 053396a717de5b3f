import { tripTexts } from '@mt/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { ProviderError, type PaymentProvider } from '../billing/payment-provider';
import { insertRefund, listOpenPayments, lockSucceededPayments, refundedMinorOf, setPaymentStatus, type PaymentRow } from '../billing/payments-ledger.service';
import { withProvider } from '../billing/with-provider';
import type { TripContext } from './trips.repository';

/** What a cancellation sent back: the sum of its refunds (one currency: a trip's). */
export interface SettledRefund {
  amountMinor: number;
  currency: string;
}

/** One refund to make: how much of which charge, under which idempotency key. */
export interface ChargeRefund {
  charge: PaymentRow;
  amountMinor: number;
  idempotencyKey: string;
}

/** Open intents of this provider are cancelled, so nothing can be charged on a cancelled trip. */
export async function cancelOpenIntents(tx: Tx, provider: PaymentProvider, tripId: number): Promise<void> {
  for (const open of await listOpenPayments(tx, tripId)) {
    if (open.provider !== provider.name) continue;
    await withProvider(() => provider.cancelPaymentIntent(open.providerPaymentId));
    await setPaymentStatus(tx, open.id, 'canceled');
  }
}

/**
 * Makes each refund at the provider and records it (one refunds row each); a charge is marked
 * `refunded` once nothing of it is left. A provider failure throws 502, so the caller's transaction
 * writes nothing. Answers the total refunded.
 */
export async function refundCharges(tx: Tx, provider: PaymentProvider, plan: readonly ChargeRefund[]): Promise<number> {
  let total = 0;
  for (const { charge, amountMinor, idempotencyKey } of plan) {
    if (amountMinor <= 0) continue;
    const refund = await refundAtProvider(provider, charge.providerPaymentId, amountMinor, idempotencyKey);
    await insertRefund(tx, {
      paymentId: charge.id,
      tripId: charge.tripId,
      provider: charge.provider,
      providerRefundId: refund.id,
      amountMinor,
      currency: charge.currency,
      status: refund.status,
      reason: 'cancellation',
    });
    total += amountMinor;
    if ((await refundedMinorOf(tx, charge.id)) >= charge.amountMinor) await setPaymentStatus(tx, charge.id, 'refunded');
  }
  return total;
}

/**
 * The admin's cancellation, inside its transaction: open intents are cancelled at the provider and
 * every succeeded charge (the deposit and the balance, or the full payment, and a postponement fee)
 * is refunded in what is left of it, each with its own idempotency key (naming the charge, so a
 * retried cancellation cannot refund twice) and its own refunds row. Answers the total refunded, or
 * null when nothing was.
 */
export async function settlePaymentsForCancellation(tx: Tx, provider: PaymentProvider, ctx: TripContext): Promise<SettledRefund | null> {
  await cancelOpenIntents(tx, provider, ctx.trip.id);
  const plan: ChargeRefund[] = [];
  const emptied: PaymentRow[] = [];
  for (const charge of await lockSucceededPayments(tx, ctx.trip.id)) {
    // A charge of the other provider (the site switched from the sandbox to Stripe) is refunded by hand.
    if (charge.provider !== provider.name) continue;
    const left = charge.amountMinor - (await refundedMinorOf(tx, charge.id));
    if (left > 0) plan.push({ charge, amountMinor: left, idempotencyKey: `refund-payment-${charge.id}` });
    else emptied.push(charge);
  }
  const total = await refundCharges(tx, provider, plan);
  // A charge already refunded in full elsewhere (a Dashboard refund) is marked so too.
  for (const charge of emptied) await setPaymentStatus(tx, charge.id, 'refunded');
  return total > 0 ? { amountMinor: total, currency: ctx.trip.currency } : null;
}

async function refundAtProvider(provider: PaymentProvider, paymentIntentId: string, amountMinor: number, idempotencyKey: string) {
  try {
    return await provider.refundPayment({ paymentIntentId, amountMinor, idempotencyKey });
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError(502, tripTexts.refundFailed);
    throw err;
  }
}
