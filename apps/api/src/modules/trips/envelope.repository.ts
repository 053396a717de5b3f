import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { WrittenStage } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { partners, preferences, services, trips, tripEnvelopeOpenings, tripEnvelopes, tripServices } from '../../db/schema';
import { ENVELOPE_LIVE_STATUSES } from './envelope-rules';

export type EnvelopeRow = typeof tripEnvelopes.$inferSelect;

export async function findEnvelope(db: DbOrTx, tripId: number): Promise<EnvelopeRow | null> {
  const [row] = await db.select().from(tripEnvelopes).where(eq(tripEnvelopes.tripId, tripId));
  return row ?? null;
}

export async function upsertEnvelope(tx: DbOrTx, tripId: number, change: Partial<Pick<EnvelopeRow, 'weather' | 'packing' | 'region'>>): Promise<void> {
  await tx
    .insert(tripEnvelopes)
    .values({ tripId, ...change })
    .onConflictDoUpdate({ target: tripEnvelopes.tripId, set: { ...change, updatedAt: new Date() } });
}

export async function findOpenings(db: DbOrTx, tripId: number): Promise<Map<WrittenStage, Date>> {
  const rows = await db.select().from(tripEnvelopeOpenings).where(eq(tripEnvelopeOpenings.tripId, tripId));
  return new Map(rows.map((r) => [r.stage, r.openedAt]));
}

export async function insertOpening(tx: DbOrTx, tripId: number, stage: WrittenStage, openedAt: Date): Promise<boolean> {
  const rows = await tx.insert(tripEnvelopeOpenings).values({ tripId, stage, openedAt }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/**
 * What the envelope's suggestions and its guard read of a trip's services: type, country (the
 * services' own `country`, issue 19), and every name the clues must not give away.
 */
export async function findEnvelopeServiceFacts(db: DbOrTx, tripId: number) {
  return db
    .select({ type: services.type, country: services.country, name: services.name, locationDetails: services.locationDetails, partnerName: partners.companyName })
    .from(tripServices)
    .innerJoin(services, eq(services.id, tripServices.serviceId))
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(eq(tripServices.tripId, tripId))
    .orderBy(asc(tripServices.id));
}

/** Paid trips in a live status departing by `horizon`: the envelope job's candidates (re-checked under lock). */
export async function findEnvelopeCandidates(db: DbOrTx, horizon: string): Promise<number[]> {
  const rows = await db
    .select({ id: trips.id })
    .from(trips)
    .innerJoin(preferences, eq(preferences.id, trips.preferenceId))
    .where(and(inArray(trips.status, [...ENVELOPE_LIVE_STATUSES]), inArray(trips.paymentStatus, ['paid', 'deposit_paid']), lte(preferences.departureDate, horizon)))
    .orderBy(trips.id);
  return rows.map((r) => r.id);
}
