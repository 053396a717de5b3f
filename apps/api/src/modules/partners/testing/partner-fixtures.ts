import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentStatus, SubscriptionStatus, TripStatus } from '@mt/shared';
import type { Db } from '../../../db/client';
import { partners, preferences, subscriptionPlans, trips, tripServices } from '../../../db/schema';
import { createPartner, type Person } from '../../../test/factories';

/** Test data for the partner side: plans, partners on a plan, and trips with their service lines. */
export interface PlanOptions {
  maxServices?: number | null;
  commissionRate?: number;
  priceMinor?: number;
  name?: string;
  isActive?: boolean;
  interval?: 'month' | 'year';
}

export async function makePlan(db: Db, o: PlanOptions = {}) {
  const [row] = await db
    .insert(subscriptionPlans)
    .values({
      name: o.name ?? `Plan ${randomBytes(3).toString('hex')}`,
      description: 'A test plan.',
      priceMinor: o.priceMinor ?? 29_900,
      currency: 'NOK',
      interval: o.interval ?? 'month',
      providerPriceId: `price_test_${randomBytes(8).toString('hex')}`,
      commissionRate: o.commissionRate ?? 15,
      maxServices: o.maxServices === undefined ? 3 : o.maxServices,
      isActive: o.isActive ?? true,
    })
    .returning();
  if (!row) throw new Error('plan insert failed');
  return row;
}

export interface SubscribedPartner extends Person {
  partnerId: number;
  planId: number | null;
}

/** A registered partner (with a token) whose subscription is `status` on a plan of its own. */
export async function makeSubscribedPartner(
  app: FastifyInstance,
  status: SubscriptionStatus | null = 'active',
  plan: PlanOptions | null = {},
): Promise<SubscribedPartner> {
  const person = await createPartner(app);
  const planRow = plan ? await makePlan(app.db, plan) : null;
  const [row] = await app.db
    .update(partners)
    .set({
      subscriptionStatus: status,
      subscriptionPlanId: planRow?.id ?? null,
      subscribedUntil: status ? new Date(Date.now() + 30 * 86_400_000) : null,
    })
    .where(eq(partners.userId, person.user.id))
    .returning({ id: partners.id });
  if (!row) throw new Error('partner update failed');
  return { ...person, partnerId: row.id, planId: planRow?.id ?? null };
}

export interface TripLine {
  serviceId: number;
  unitPriceMinor: number;
  commissionRate: number;
  currency?: string;
  /** Written at completion; leave out for a trip that is not completed. */
  payoutMinor?: number | null;
}

export interface TripOptions {
  travellerId: number;
  travellerCount: number;
  status: TripStatus;
  paymentStatus: PaymentStatus;
  lines: TripLine[];
  createdAt?: Date;
  completedAt?: Date | null;
}

/** A preference and its trip with service lines, as the trip flow leaves them. */
export async function makeTrip(db: Db, o: TripOptions): Promise<number> {
  return db.transaction(async (tx) => {
    const [pref] = await tx
      .insert(preferences)
      .values({
        travellerId: o.travellerId,
        budgetRange: '1000-2000',
        duration: '5-7',
        travellerCount: o.travellerCount,
        departureDate: '2030-01-01',
        interests: ['wildlife'],
        status: o.status === 'completed' ? 'completed' : 'confirmed',
      })
      .returning({ id: preferences.id });
    const total = o.lines.reduce((sum, l) => sum + l.unitPriceMinor * o.travellerCount, 0);
    const [trip] = await tx
      .insert(trips)
      .values({
        preferenceId: pref!.id,
        travellerId: o.travellerId,
        name: 'Test trip',
        destination: 'Somewhere',
        status: o.status,
        paymentStatus: o.paymentStatus,
        totalPriceMinor: total,
        currency: 'NOK',
        completedAt: o.completedAt ?? null,
        ...(o.createdAt ? { createdAt: o.createdAt } : {}),
      })
      .returning({ id: trips.id });
    await tx.insert(tripServices).values(
      o.lines.map((l) => ({
        tripId: trip!.id,
        serviceId: l.serviceId,
        unitPriceMinor: l.unitPriceMinor,
        currency: l.currency ?? 'NOK',
        commissionRate: l.commissionRate,
        partnerPayoutMinor: l.payoutMinor ?? null,
      })),
    );
    return trip!.id;
  });
}
