import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTIVE_SUBSCRIPTION_STATUSES, type PreferenceStatus, type TripStatus } from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { correlated } from '../../db/correlated';
import { preparedQuery } from '../../db/named-query';
import { partners, preferences, services, subscriptionPlans, trips, tripReviews, tripServices, users } from '../../db/schema';

export type TripRow = typeof trips.$inferSelect;
export type PreferenceRow = typeof preferences.$inferSelect;

/** A trip with what every rule and email needs: its preference (dates, group) and its traveller. */
export interface TripContext {
  trip: TripRow;
  preference: PreferenceRow;
  traveller: { id: number; name: string; email: string };
}

const contextColumns = {
  trip: trips,
  preference: preferences,
  traveller: { id: users.id, name: users.name, email: users.email },
};

/** Locks the trip row (not the preference or user) for the rest of the transaction. */
export async function lockTripContext(tx: DbOrTx, tripId: number): Promise<TripContext | null> {
  const [row] = await tx
    .select(contextColumns)
    .from(trips)
    .innerJoin(preferences, eq(preferences.id, trips.preferenceId))
    .innerJoin(users, eq(users.id, trips.travellerId))
    .where(eq(trips.id, tripId))
    .for('update', { of: trips });
  return row ?? null;
}

export async function findTripContext(db: DbOrTx, tripId: number): Promise<TripContext | null> {
  const [row] = await db
    .select(contextColumns)
    .from(trips)
    .innerJoin(preferences, eq(preferences.id, trips.preferenceId))
    .innerJoin(users, eq(users.id, trips.travellerId))
    .where(eq(trips.id, tripId))
    .limit(1);
  return row ?? null;
}

/** What may change on a trip besides its status: the status changes only through moveTrip (move-trip.ts). */
export type TripChange = Omit<Partial<typeof trips.$inferInsert>, 'status'>;

async function writeTrip(tx: DbOrTx, tripId: number, set: Partial<typeof trips.$inferInsert>): Promise<TripRow> {
  const [row] = await tx
    .update(trips)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(trips.id, tripId))
    .returning();
  return row!;
}

export function updateTrip(tx: DbOrTx, tripId: number, change: TripChange): Promise<TripRow> {
  return writeTrip(tx, tripId, change);
}

/** Only moveTrip (move-trip.ts) calls this, after the lifecycle table allowed the move. */
export function writeTripStatus(tx: DbOrTx, tripId: number, status: TripStatus, change: TripChange): Promise<TripRow> {
  return writeTrip(tx, tripId, { ...change, status });
}

export async function setPreferenceStatus(tx: DbOrTx, preferenceId: number, status: PreferenceStatus): Promise<void> {
  await tx.update(preferences).set({ status }).where(eq(preferences.id, preferenceId));
}

/** A rebooking's own preference (docs/decisions/0004): each trip keeps its own dates. */
export async function insertPreference(tx: DbOrTx, values: typeof preferences.$inferInsert): Promise<PreferenceRow> {
  const [row] = await tx.insert(preferences).values(values).returning();
  return row!;
}

/** Every trip starts as a proposal waiting for its payment; from there only moveTrip changes its status. */
export async function insertTrip(tx: DbOrTx, values: Omit<typeof trips.$inferInsert, 'status'>): Promise<TripRow> {
  const [row] = await tx.insert(trips).values({ ...values, status: 'pending_confirmation' }).returning();
  return row!;
}

export async function insertTripServices(tx: DbOrTx, rows: (typeof tripServices.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(tripServices).values(rows);
}

export type TripServiceLine = typeof tripServices.$inferSelect;

export async function findTripServiceLines(db: DbOrTx, tripId: number): Promise<TripServiceLine[]> {
  return db.select().from(tripServices).where(eq(tripServices.tripId, tripId)).orderBy(asc(tripServices.id));
}

export async function setPartnerPayout(tx: DbOrTx, lineId: number, payoutMinor: number): Promise<void> {
  // Only once: a line that already has its payout keeps it.
  await tx
    .update(tripServices)
    .set({ partnerPayoutMinor: payoutMinor })
    .where(and(eq(tripServices.id, lineId), isNull(tripServices.partnerPayoutMinor)));
}

/** Services of a trip joined with their partner, in proposal order. */
export async function findTripServicesDetailed(db: DbOrTx, tripId: number) {
  return db
    .select({
      line: tripServices,
      service: {
        id: services.id,
        name: services.name,
        type: services.type,
        description: services.description,
        locationDetails: services.locationDetails,
        imageUrl: services.imageUrl,
      },
      partner: { companyName: partners.companyName, slug: partners.slug, websiteUrl: partners.websiteUrl },
    })
    .from(tripServices)
    .innerJoin(services, eq(services.id, tripServices.serviceId))
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(eq(tripServices.tripId, tripId))
    .orderBy(asc(tripServices.id));
}

/** Whether the trip's traveller reviewed it, as a column of a query over trips. */
export function reviewedOf(tripId: SQLWrapper): SQL<boolean> {
  const review = alias(tripReviews, 'trip_review');
  return correlated(sql`exists(select 1 from ${tripReviews} ${review} where ${review.tripId} = ${tripId})`).mapWith(Boolean);
}

/** Trips of one traveller with their preference, newest first, and whether each was reviewed. */
export async function listTravellerTrips(db: DbOrTx, travellerId: number) {
  return db
    .select({ trip: trips, preference: preferences, reviewed: reviewedOf(trips.id) })
    .from(trips)
    .innerJoin(preferences, eq(preferences.id, trips.preferenceId))
    .where(eq(trips.travellerId, travellerId))
    .orderBy(desc(trips.id));
}

const newPreferenceStatement = preparedQuery((db: Db) =>
  db
    .select({ id: preferences.id })
    .from(preferences)
    .where(and(eq(preferences.travellerId, sql.placeholder('travellerId')), eq(preferences.status, 'new')))
    .limit(1)
    .prepare('traveller_new_preference'),
  { planOnce: true },
);

/** Whether the traveller has a request the team has not answered yet, as a column of a query (the dashboard's banner). */
export function hasNewPreferenceOf(travellerId: SQLWrapper): SQL<boolean> {
  const p = alias(preferences, 'new_preference');
  return correlated(sql<boolean>`exists(select 1 from ${preferences} ${p} where ${and(sql`${p.travellerId} = ${travellerId}`, eq(p.status, 'new'))})`).mapWith(Boolean);
}

/** Whether the traveller has a request the team has not answered yet (the dashboard's banner). */
export async function hasNewPreference(db: Db, travellerId: number): Promise<boolean> {
  const rows = await newPreferenceStatement(db).execute({ travellerId });
  return rows.length > 0;
}

/** Ids of the trips rebooked from a trip (direct children), oldest first, as a column of a query over trips. */
export function rebookedToOf(tripId: SQLWrapper): SQL<number[]> {
  const child = alias(trips, 'rebooked_child');
  // bigint ids arrive as strings from node-postgres: numbers, like every id of the schema.
  return correlated(sql`array(select ${child.id} from ${trips} ${child} where ${child.rebookedFrom} = ${tripId} order by ${child.id})`).mapWith((ids: unknown[]) => ids.map(Number));
}

/** Ids of trips rebooked from each of `tripIds` (direct children, rebookedToOf). */
export async function findRebookedTo(db: DbOrTx, tripIds: number[]): Promise<Map<number, number[]>> {
  if (!tripIds.length) return new Map();
  const rows = await db.select({ id: trips.id, to: rebookedToOf(trips.id) }).from(trips).where(inArray(trips.id, tripIds));
  return new Map(rows.map((r) => [r.id, r.to]));
}

/** An unpaid rebooking made from this trip, if there is one. */
export async function findOpenRebooking(db: DbOrTx, tripId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.rebookedFrom, tripId), eq(trips.status, 'pending_confirmation')))
    .limit(1);
  return row?.id ?? null;
}

/** Confirmed, fully paid trips departing on or before `horizon` (an ISO date), oldest first. */
export async function findConfirmedTripsDepartingBy(db: DbOrTx, horizon: string): Promise<number[]> {
  const rows = await db
    .select({ id: trips.id })
    .from(trips)
    .innerJoin(preferences, eq(preferences.id, trips.preferenceId))
    .where(and(eq(trips.status, 'confirmed'), eq(trips.paymentStatus, 'paid'), lte(preferences.departureDate, horizon)))
    .orderBy(trips.id);
  return rows.map((r) => r.id);
}

/**
 * Of `ids`, the services a trip may include, with what pricing needs: active services of partners
 * whose subscription is active or trialing (the public catalogue's rule, DESIGN.md section 4), and
 * the commission rate of their plan (null without one).
 */
export async function findBookableServices(db: DbOrTx, ids: number[]) {
  return db
    .select({
      id: services.id,
      name: services.name,
      locationDetails: services.locationDetails,
      basePriceMinor: services.basePriceMinor,
      currency: services.currency,
      commissionRate: subscriptionPlans.commissionRate,
    })
    .from(services)
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, partners.subscriptionPlanId))
    .where(and(inArray(services.id, ids), eq(services.isActive, true), inArray(partners.subscriptionStatus, [...ACTIVE_SUBSCRIPTION_STATUSES])));
}

/**
 * Deposit-paid, confirmed trips whose balance falls due on or before `horizon` and that have had no
 * reminder yet (the balance reminder job), oldest due first.
 */
export async function findTripsNeedingBalanceReminder(db: DbOrTx, horizon: string): Promise<number[]> {
  const rows = await db
    .select({ id: trips.id })
    .from(trips)
    .where(
      and(
        eq(trips.status, 'confirmed'),
        eq(trips.paymentStatus, 'deposit_paid'),
        isNull(trips.balanceReminderSentAt),
        lte(trips.balanceDueDate, horizon),
      ),
    )
    .orderBy(asc(trips.balanceDueDate), asc(trips.id));
  return rows.map((r) => r.id);
}
