import { and, asc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { addDays, WRITTEN_STAGES, type WrittenStage } from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/named-query';
import { partners, preferences, services, trips, tripEnvelopeOpenings, tripEnvelopes, tripServices } from '../../db/schema';
import { ENVELOPE_LIVE_STATUSES, type EnvelopeDays } from './envelope-rules';

export type EnvelopeRow = typeof tripEnvelopes.$inferSelect;

export async function findEnvelope(db: DbOrTx, tripId: number): Promise<EnvelopeRow | null> {
  const [row] = await db.select().from(tripEnvelopes).where(eq(tripEnvelopes.tripId, tripId));
  return row ?? null;
}

/**
 * What a traveller's envelope shows of a trip, in one round trip instead of three (the trip with its preference
 * and traveller, the envelope, the openings): who may read it, its departure and reveal, its clues and the
 * stages opened. Null when there is no such trip. Prepared and planned once per connection (lookups by key
 * whatever the trip): planning it afresh took twice as long as running it.
 */
const envelopeViewStatement = preparedQuery(
  (db: Db) =>
    db
      .select({
        travellerId: trips.travellerId,
        name: trips.name,
        destination: trips.destination,
        revealedAt: trips.revealedAt,
        departureDate: preferences.departureDate,
        envelope: tripEnvelopes,
        stage: tripEnvelopeOpenings.stage,
        openedAt: tripEnvelopeOpenings.openedAt,
      })
      .from(trips)
      .innerJoin(preferences, eq(preferences.id, trips.preferenceId))
      .leftJoin(tripEnvelopes, eq(tripEnvelopes.tripId, trips.id))
      .leftJoin(tripEnvelopeOpenings, eq(tripEnvelopeOpenings.tripId, trips.id))
      .where(eq(trips.id, sql.placeholder('tripId')))
      .prepare('envelope_view'),
  { planOnce: true },
);

export async function readEnvelopeView(db: Db, tripId: number) {
  const rows = await envelopeViewStatement(db).execute({ tripId });
  const [first] = rows;
  if (!first) return null;
  const openings = new Map(rows.flatMap((r): [WrittenStage, Date][] => (r.stage === null ? [] : [[r.stage, r.openedAt!]])));
  const { travellerId, name, destination, revealedAt, departureDate, envelope } = first;
  return { travellerId, name, destination, revealedAt, departureDate, envelope, openings };
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

/**
 * The envelope job's candidates (re-checked under lock): trips that may open stages (mayOpenStages: live, and
 * paid or with a balance not yet overdue) with a stage that is written, due by `today` and not opened yet.
 * Trips with nothing to open are left out: the job must not walk every trip of the coming weeks each quarter
 * of an hour (on the bench's data, 5,000 transactions and about 6 s of a core a run, and one after each start).
 */
export async function findEnvelopeCandidates(db: DbOrTx, today: string, days: EnvelopeDays): Promise<number[]> {
  const written: Record<WrittenStage, SQL> = {
    weather: sql`${tripEnvelopes.weather} is not null`,
    packing: sql`jsonb_array_length(coalesce(${tripEnvelopes.packing} -> 'items', '[]'::jsonb)) > 0`,
    region: sql`${tripEnvelopes.region} is not null`,
  };
  // Due when today >= departure - days (unlockDateOf), that is departure <= today + days.
  const openable = WRITTEN_STAGES.map(
    (stage) =>
      sql`(${written[stage]} and ${preferences.departureDate} <= ${addDays(today, days[stage])} and not exists (select 1 from ${tripEnvelopeOpenings} where ${tripEnvelopeOpenings.tripId} = ${trips.id} and ${tripEnvelopeOpenings.stage} = ${stage}))`,
  );
  const rows = await db
    .select({ id: trips.id })
    .from(trips)
    .innerJoin(preferences, eq(preferences.id, trips.preferenceId))
    .innerJoin(tripEnvelopes, eq(tripEnvelopes.tripId, trips.id))
    .where(
      and(
        inArray(trips.status, [...ENVELOPE_LIVE_STATUSES]),
        or(eq(trips.paymentStatus, 'paid'), and(eq(trips.paymentStatus, 'deposit_paid'), gte(trips.balanceDueDate, today))),
        or(...openable),
      ),
    )
    .orderBy(trips.id);
  return rows.map((r) => r.id);
}
