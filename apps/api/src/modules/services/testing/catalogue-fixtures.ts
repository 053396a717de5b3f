import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { normalizeSeasons, type ServiceFacts, type SubscriptionStatus } from '@mt/shared';
import type { Db } from '../../../db/client';
import { partners, preferences, serviceReviews, services, tripReviews, trips } from '../../../db/schema';
import { createPartner, createTraveller } from '../../../test/factories';
import { serviceFactsColumns } from '../service-facts.columns';

/** Test data for the public catalogue: partners in a given subscription state, services and reviews. */
export interface TestPartner {
  id: number;
  slug: string;
  companyName: string;
}

export async function makePartner(
  app: FastifyInstance,
  status: SubscriptionStatus | null = 'active',
  overrides: Partial<typeof partners.$inferInsert> = {},
): Promise<TestPartner> {
  const person = await createPartner(app);
  const [row] = await app.db
    .update(partners)
    .set({ subscriptionStatus: status, ...overrides })
    .where(eq(partners.userId, person.user.id))
    .returning();
  if (!row?.slug) throw new Error('partner has no slug');
  return { id: row.id, slug: row.slug, companyName: row.companyName };
}

/** A word no other test uses, to find exactly the services a test made. */
export const uniqueWord = (prefix = 'zq') => `${prefix}${randomBytes(4).toString('hex').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/**
 * A service of this partner. Length, group size and seasons are not said unless given: as `durationHours`
 * etc., or as `facts` (the API's names), which also writes available_until in step with the seasons.
 */
export async function makeService(
  db: Db,
  partnerId: number,
  overrides: Partial<typeof services.$inferInsert> & { facts?: Partial<ServiceFacts> } = {},
) {
  const { facts, ...columns } = overrides;
  const [row] = await db
    .insert(services)
    .values({
      partnerId,
      name: `Test Service ${uniqueWord()}`,
      type: 'tour',
      description: 'A guided day out with lunch.',
      locationDetails: 'Arusha, Tanzania',
      country: 'TZ',
      basePriceMinor: 100_000,
      currency: 'NOK',
      pricingDescription: 'per person',
      // Stored seasons are sorted and apart, as the schemas leave them.
      ...(facts ? serviceFactsColumns({ duration_hours: null, group_size_min: null, group_size_max: null, ...facts, availability: normalizeSeasons(facts.availability ?? []) }) : {}),
      ...columns,
    })
    .returning();
  if (!row) throw new Error('service insert failed');
  return row;
}

/**
 * Ratings need a trip review behind them: one traveller, preference, trip and review per rating. Answers the
 * author and the trip reviews' ids, in the order of `ratings`.
 */
export async function addRatings(app: FastifyInstance, serviceId: number, ratings: number[]) {
  const traveller = await createTraveller(app);
  const reviewIds: number[] = [];
  await app.db.transaction(async (tx) => {
    for (const rating of ratings) {
      const [pref] = await tx
        .insert(preferences)
        .values({ travellerId: traveller.user.id, budgetRange: '500-1000', duration: '3-5', travellerCount: 2, departureDate: '2030-01-01', interests: ['wildlife'] })
        .returning({ id: preferences.id });
      const [trip] = await tx
        .insert(trips)
        .values({ preferenceId: pref!.id, travellerId: traveller.user.id, name: 'Rated trip', status: 'completed', paymentStatus: 'paid', totalPriceMinor: 1000 })
        .returning({ id: trips.id });
      const [review] = await tx
        .insert(tripReviews)
        .values({ tripId: trip!.id, travellerId: traveller.user.id, overallRating: rating })
        .returning({ id: tripReviews.id });
      await tx.insert(serviceReviews).values({ reviewId: review!.id, serviceId, rating });
      reviewIds.push(review!.id);
    }
  });
  return { traveller, reviewIds };
}
