import { eq } from 'drizzle-orm';
import { CANCELLATION_TIERS_DEFAULT, DEPOSIT_PERCENT_DEFAULT, addDays, depositMinorOf, quoteCancellation, splitKeptMoney } from '@mt/shared';
import type { Tx } from '../db/client';
import { payments, refunds, trips, tripServices } from '../db/schema';
import type { DemoJourney } from './journeys';
import { dateFrom, daysFrom } from './util';

/**
 * The traveller's own cancellation in the demo (docs/decisions/0015): a trip paid in full, cancelled
 * by its traveller 40 days before the departure, so the 30–59-day tier refunded half and kept half.
 * The refund, what was kept and the partners' payouts on it come from the same rules the API uses.
 */
export const CANCELLED_JOURNEYS: DemoJourney[] = [
  {
    key: 'kwame-zanzibar', traveller: 'kwame', budget: '1000-2000', duration: '5-7', travellers: 2, departInDays: 35,
    interests: ['relaxation', 'culture'], status: 'cancelled', createdDaysAgo: 40, notes: 'Our anniversary; somewhere warm by the sea.',
    trip: {
      name: 'Spice and Sails', destination: 'Stone Town, Zanzibar', status: 'cancelled', paymentStatus: 'partially_refunded',
      services: ['dhow-cruise', 'spice-farm', 'forodhani'], createdDaysAgo: 36, paidDaysAgo: 34,
      cancelledByTraveller: { daysAgo: 5 },
      nights: 5, inclusions: { accommodation_style: 'a boutique hotel in an old merchant house', guided_activities: 2, airport_transfers: true, flights_included: false, meals: 'breakfast daily and one supper' },
      teaser: 'Old coral-stone lanes, the scent of cloves, and a sail at sunset.',
    },
  },
];

/** The charge, its partial refund, what was kept and each line's share of it, for a trip cancelled by its traveller. */
export async function insertTravellerCancellation(tx: Tx, tripId: number, journey: DemoJourney, now: Date, totalMinor: number): Promise<void> {
  const t = journey.trip!;
  const cancelled = t.cancelledByTraveller!;
  const paidAt = daysFrom(now, -(t.paidDaysAgo ?? t.createdDaysAgo), 12);
  const cancelledAt = daysFrom(now, -cancelled.daysAgo, 15);
  const quote = quoteCancellation({
    tiers: CANCELLATION_TIERS_DEFAULT,
    totalMinor,
    depositMinor: depositMinorOf(totalMinor, DEPOSIT_PERCENT_DEFAULT),
    paidMinor: totalMinor,
    currency: 'NOK',
    departureDate: dateFrom(now, journey.departInDays),
    today: addDays(dateFrom(now, 0), -cancelled.daysAgo),
  });
  const [payment] = await tx
    .insert(payments)
    .values({ tripId, provider: 'sandbox', providerPaymentId: `sandbox_pi_demo_${tripId}_${journey.key}`, amountMinor: totalMinor, currency: 'NOK', status: 'succeeded', kind: 'full', createdAt: paidAt, updatedAt: paidAt })
    .returning({ id: payments.id });
  await tx.insert(refunds).values({
    paymentId: payment!.id,
    tripId,
    provider: 'sandbox',
    providerRefundId: `sandbox_re_demo_${tripId}_${journey.key}`,
    amountMinor: quote.refundMinor,
    currency: 'NOK',
    status: 'succeeded',
    reason: 'cancellation',
    createdAt: cancelledAt,
  });
  await tx.update(trips).set({ keptMinor: quote.feeMinor, cancellationTiers: CANCELLATION_TIERS_DEFAULT, cancellationDepositPercent: DEPOSIT_PERCENT_DEFAULT, updatedAt: cancelledAt }).where(eq(trips.id, tripId));
  const lines = await tx.select().from(tripServices).where(eq(tripServices.tripId, tripId)).orderBy(tripServices.id);
  const shares = splitKeptMoney(quote.feeMinor, journey.travellers, lines.map((l) => ({ unitPriceMinor: l.unitPriceMinor, commissionRate: Number(l.commissionRate) })));
  for (const [i, line] of lines.entries()) {
    await tx.update(tripServices).set({ keptValueMinor: shares[i]!.keptValueMinor, partnerPayoutMinor: shares[i]!.partnerPayoutMinor }).where(eq(tripServices.id, line.id));
  }
}
