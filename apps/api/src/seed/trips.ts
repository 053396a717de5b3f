import type { Tx } from '../db/client';
import { payments, preferences, refunds, tripPostponements, serviceReviews, tripProposalRevisions, tripReviews, trips, tripServices } from '../db/schema';
import { proposalChanges } from '../modules/trips/proposal-changes';
import type { DemoJourney, DemoTrip } from './journeys';
import type { SeededPartner } from './people';
import type { SeededService } from './services';
import { BALANCE_REMINDER_DAYS, CANCELLATION_TIERS_DEFAULT, DEPOSIT_PERCENT_DEFAULT, depositMinorOf, partnerPayoutMinor } from '@mt/shared';
import { dateFrom, daysFrom, must } from './util';
import { insertTravellerCancellation } from './traveller-cancellation';
import { insertPendingPostponement } from './pending-postponement';
import { needsColumns } from './preferences-that-fit';

export interface TripContext {
  now: Date;
  users: Map<string, number>;
  partners: Map<string, SeededPartner>;
  services: Map<string, SeededService>;
  /** Who hid the demo's hidden reviews. */
  adminKey: string;
}

/** Preferences, trips (with snapshotted service prices and commission), payments and reviews. */
export async function insertJourneys(tx: Tx, journeys: DemoJourney[], ctx: TripContext): Promise<Map<string, number>> {
  const at = (daysAgo: number | undefined, hour = 10) => (daysAgo === undefined ? null : daysFrom(ctx.now, -daysAgo, hour));
  const prefRows = await tx
    .insert(preferences)
    .values(
      journeys.map((j) => ({
        travellerId: must(ctx.users, j.traveller, 'traveller'),
        budgetRange: j.budget,
        duration: j.duration,
        travellerCount: j.travellers,
        departureDate: dateFrom(ctx.now, j.departInDays),
        interests: j.interests,
        notes: j.notes ?? null,
        status: j.status,
        answerMessage: j.answer?.message ?? null,
        answeredAt: j.answer ? daysFrom(ctx.now, -j.answer.daysAgo, 17) : null,
        createdAt: daysFrom(ctx.now, -j.createdDaysAgo, 8),
        ...needsColumns(j.needs),
      })),
    )
    .returning({ id: preferences.id });

  const preferenceId = (i: number) => {
    const row = prefRows[i];
    if (!row) throw new Error('preference insert returned fewer rows');
    return row.id;
  };
  const tripIds = new Map<string, number>();
  // One by one: a rebooking points at a trip inserted before it.
  for (const [i, j] of journeys.entries()) {
    const t = j.trip;
    if (!t) continue;
    const lines = t.services.map((key) => {
      const service = must(ctx.services, key, 'service');
      if (service.currency !== 'NOK') throw new Error(`Demo trip "${j.key}" uses ${key}, priced in ${service.currency}; demo trips are in NOK`);
      return { service, commissionRate: must(ctx.partners, service.partnerKey, 'partner').commissionRate };
    });
    const total = lines.reduce((sum, l) => sum + l.service.price * j.travellers, 0);
    const rebookedFrom = t.rebookOf ? must(tripIds, t.rebookOf, 'trip') : null;
    const completedAt = at(t.completedDaysAgo, 16);
    const [trip] = await tx
      .insert(trips)
      .values({
        preferenceId: preferenceId(i),
        travellerId: must(ctx.users, j.traveller, 'traveller'),
        name: t.name,
        destination: t.destination,
        status: t.status,
        paymentStatus: t.paymentStatus,
        totalPriceMinor: total,
        currency: 'NOK',
        // The chain's root: a rebooking of a rebooking still points at the first trip.
        originalTripId: rebookedFrom ? await chainRoot(tx, rebookedFrom) : null,
        rebookedFrom,
        revealedAt: at(t.revealedDaysAgo, 6),
        completedAt,
        nights: t.nights,
        inclusions: t.inclusions,
        teaser: t.teaser,
        // The table in force at the first charge is written onto the trip (docs/decisions/0015).
        ...(t.paidDaysAgo !== undefined ? { cancellationTiers: CANCELLATION_TIERS_DEFAULT, cancellationDepositPercent: DEPOSIT_PERCENT_DEFAULT } : {}),
        ...(t.postponed ? { postponedFrom: dateFrom(ctx.now, t.postponed.fromInDays), postponedAt: daysFrom(ctx.now, -t.postponed.daysAgo, 14) } : {}),
        ...(t.deposit
          ? {
              depositMinor: depositMinorOf(total, t.deposit.percent),
              balanceDueDate: dateFrom(ctx.now, t.deposit.balanceDueInDays),
              // A reminder that already went out is not sent again at start.
              balanceReminderSentAt: t.deposit.reminded ? daysFrom(ctx.now, t.deposit.balanceDueInDays - BALANCE_REMINDER_DAYS, 9) : null,
            }
          : {}),
        createdAt: daysFrom(ctx.now, -t.createdDaysAgo, 11),
        // A postponement is the trip's latest change (its admin page shows both dates).
        updatedAt: (t.postponed ? daysFrom(ctx.now, -t.postponed.daysAgo, 14) : null) ?? completedAt ?? at(t.revealedDaysAgo, 6) ?? at(t.paidDaysAgo, 12) ?? daysFrom(ctx.now, -t.createdDaysAgo, 11),
      })
      .returning({ id: trips.id });
    if (!trip) throw new Error('trip insert returned no row');
    tripIds.set(j.key, trip.id);

    if (t.revisedFrom) {
      // Version 1 as it was: its services' value was its price, like every demo proposal.
      const before = t.revisedFrom;
      const beforeTotal = before.services.reduce((sum, key) => sum + must(ctx.services, key, 'service').price * j.travellers, 0);
      const changes = proposalChanges(
        { totalPriceMinor: beforeTotal, currency: 'NOK', nights: before.nights, inclusions: t.inclusions, teaser: t.teaser, serviceIds: before.services.map((k) => must(ctx.services, k, 'service').id) },
        { totalPriceMinor: total, currency: 'NOK', nights: t.nights, inclusions: t.inclusions, teaser: t.teaser, serviceIds: lines.map((l) => l.service.id) },
      );
      await tx.insert(tripProposalRevisions).values({ tripId: trip.id, revision: 2, changes, answeredRequest: before.answeredRequest, createdAt: daysFrom(ctx.now, -before.daysAgo, 15) });
    }

    await tx.insert(tripServices).values(
      lines.map((l) => ({
        tripId: trip.id,
        serviceId: l.service.id,
        unitPriceMinor: l.service.price,
        currency: 'NOK',
        commissionRate: l.commissionRate,
        // Written when the admin confirms completion (DESIGN.md section 4).
        partnerPayoutMinor: t.status === 'completed' ? partnerPayoutMinor(l.service.price, j.travellers, l.commissionRate) : null,
      })),
    );

    if (t.cancelledByTraveller) {
      await insertTravellerCancellation(tx, trip.id, j, ctx.now, total);
    } else if (t.paymentStatus === 'paid' || t.paymentStatus === 'refunded' || t.paymentStatus === 'deposit_paid') {
      const paidAt = at(t.paidDaysAgo ?? t.createdDaysAgo, 12) ?? ctx.now;
      const refundedAt = at((t.paidDaysAgo ?? 2) - 2, 15) ?? paidAt;
      const [payment] = await tx
        .insert(payments)
        .values({
          tripId: trip.id,
          provider: 'sandbox',
          providerPaymentId: `sandbox_pi_demo_${trip.id}_${j.key}`,
          amountMinor: t.deposit ? depositMinorOf(total, t.deposit.percent) : total,
          currency: 'NOK',
          status: t.paymentStatus === 'refunded' ? 'refunded' : 'succeeded',
          kind: t.deposit ? 'deposit' : 'full',
          createdAt: paidAt,
          updatedAt: t.paymentStatus === 'refunded' ? refundedAt : paidAt,
        })
        .returning({ id: payments.id });
      // Every refund is a ledger row of its own (docs/decisions/0013).
      if (t.paymentStatus === 'refunded' && payment) {
        await tx.insert(refunds).values({
          paymentId: payment.id,
          tripId: trip.id,
          provider: 'sandbox',
          providerRefundId: `sandbox_re_demo_${trip.id}_${j.key}`,
          amountMinor: total,
          currency: 'NOK',
          status: 'succeeded',
          reason: 'cancellation',
          createdAt: refundedAt,
        });
      }
    }

    if (t.postponed) await insertPostponement(tx, trip.id, j, t.postponed, ctx.now);
    if (t.postponementPending) await insertPendingPostponement(tx, trip.id, j, t.postponementPending, ctx.now);

    if (t.review) {
      const [review] = await tx
        .insert(tripReviews)
        .values({
          tripId: trip.id,
          travellerId: must(ctx.users, j.traveller, 'traveller'),
          overallRating: t.review.rating,
          comments: t.review.comments,
          createdAt: daysFrom(ctx.now, -t.review.daysAgo, 19),
          ...(t.review.hidden && {
            hiddenAt: daysFrom(ctx.now, -t.review.hidden.daysAgo, 9),
            hiddenReason: t.review.hidden.reason,
            hiddenBy: must(ctx.users, ctx.adminKey, 'admin'),
          }),
        })
        .returning({ id: tripReviews.id });
      if (!review) throw new Error('review insert returned no row');
      if (t.review.services.length) {
        await tx.insert(serviceReviews).values(
          t.review.services.map((r) => ({
            reviewId: review.id,
            serviceId: must(ctx.services, r.service, 'service').id,
            rating: r.rating,
            comments: r.comments,
            // A copy of the trip review's state (db/schema/reviews.ts).
            hidden: !!t.review!.hidden,
          })),
        );
      }
    }
  }
  return tripIds;
}

async function chainRoot(tx: Tx, tripId: number): Promise<number> {
  const row = await tx.query.trips.findFirst({ where: (t, { eq }) => eq(t.id, tripId), columns: { originalTripId: true } });
  return row?.originalTripId ?? tripId;
}

/** The fee charge of a postponement that took effect, and its record (docs/decisions/0016). */
async function insertPostponement(tx: Tx, tripId: number, j: DemoJourney, p: NonNullable<DemoTrip['postponed']>, now: Date): Promise<void> {
  const paidAt = daysFrom(now, -p.daysAgo, 14);
  const [fee] = await tx
    .insert(payments)
    .values({
      tripId,
      provider: 'sandbox',
      providerPaymentId: `sandbox_pi_demo_${tripId}_${j.key}_postponement`,
      amountMinor: p.feeMinor,
      currency: 'NOK',
      status: 'succeeded',
      kind: 'postponement_fee',
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .returning({ id: payments.id });
  if (!fee) throw new Error('fee insert returned no row');
  await tx.insert(tripPostponements).values({
    tripId,
    paymentId: fee.id,
    fromDate: dateFrom(now, p.fromInDays),
    toDate: dateFrom(now, j.departInDays),
    feeMinor: p.feeMinor,
    currency: 'NOK',
    status: 'applied',
    createdAt: paidAt,
    decidedAt: paidAt,
  });
}
