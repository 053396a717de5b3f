import { tripTexts } from '@mt/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { ProviderError, type PaymentProvider } from '../billing/payment-provider';
import { insertRefund, listOpenPayments, lockSucceededPayments, refundedMinorOf, setPaymentStatus } from '../billing/payments-ledger.service';
import { withProvider } from '../billing/with-provider';
import type { TripContext } from './trips.repository';

/** What a cancellation sent back: the sum of its refunds (one currency: a trip's). */
export interface SettledRefund {
  amountMinor: number;
  currency: string;
}

/**
 * Part of a cancellation, inside its transaction: open intents are cancelled at the provider and
 * every succeeded charge (the deposit and the balance, or the full payment) is refunded in what is
 * left of it, each with its own idempotency key (naming the charge, so a retried cancellation cannot
 * refund twice) and its own refunds row. Answers the total refunded, or null when nothing was.
 */
export async function settlePaymentsForCancellation(tx: Tx, provider: PaymentProvider, ctx: TripContext): Promise<SettledRefund | null> {
  for (const open of await listOpenPayments(tx, ctx.trip.id)) {
    if (open.provider !== provider.name) continue;
    await withProvider(() => provider.cancelPaymentIntent(open.providerPaymentId));
    await setPaymentStatus(tx, open.id, 'canceled');
  }
  let total = 0;
  for (const charge of await lockSucceededPayments(tx, ctx.trip.id)) {
    // A charge of the other provider (the site switched from the sandbox to Stripe) is refunded by hand.
    if (charge.provider !== provider.name) continue;
    const left = charge.amountMinor - (await refundedMinorOf(tx, charge.id));
    if (left > 0) {
      const refund = await refundAtProvider(provider, charge.providerPaymentId, left, `refund-payment-${charge.id}`);
      await insertRefund(tx, {
        paymentId: charge.id,
        tripId: charge.tripId,
        provider: charge.provider,
        providerRefundId: refund.id,
        amountMinor: left,
        currency: charge.currency,
        status: refund.status,
        reason: 'cancellation',
      });
      total += left;
    }
    await setPaymentStatus(tx, charge.id, 'refunded');
  }
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
