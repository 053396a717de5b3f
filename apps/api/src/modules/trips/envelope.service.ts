import {
  ENVELOPE_STAGES,
  WRITTEN_STAGES,
  countryName,
  envelopeTexts,
  regionOf,
  tripTexts,
  type AdminEnvelope,
  type AfricanRegion,
  type EnvelopeResponse,
  type EnvelopeStageView,
  type UserType,
  type WrittenStage,
  type writeEnvelopeSchema,
} from '@mt/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { afterSessionCheck } from '../../lib/read-beside';
import { cachedEnvelopeDays, readEnvelopeDays } from '../settings/settings.service';
import { findEnvelope, findEnvelopeServiceFacts, findOpenings, readEnvelopeView, upsertEnvelope } from './envelope.repository';
import { dueStages, forbiddenWordIn, isWritten, unlockInstantOf } from './envelope-rules';
import { suggestedPacking } from './envelope-suggestions';
import { findTripContext, lockTripContext, type TripContext } from './trips.repository';

const today = (now: Date) => now.toISOString().slice(0, 10);

type Caller = { id: number; userType: UserType };

/**
 * The traveller's envelope (or an admin's look at it): locked stages carry no content, ever. The caller may still
 * be under its session check: the envelope is read beside it (decision 0062).
 */
export async function getEnvelope(db: Db, caller: Caller | Promise<Caller>, tripId: number): Promise<EnvelopeResponse> {
  const [user, [view, days]] = await afterSessionCheck(caller, Promise.all([readEnvelopeView(db, tripId), cachedEnvelopeDays(db)]));
  // Another traveller's trip answers like a missing one (docs/decisions/0034).
  if (!view || (user.userType !== 'admin' && view.travellerId !== user.id)) throw notFound(tripTexts.tripNotFound);
  const { envelope, openings, departureDate: departure } = view;
  const stages: EnvelopeStageView[] = [];
  for (const key of WRITTEN_STAGES) {
    const unlocked = openings.has(key) && isWritten(envelope, key);
    const unlocks_at = unlockInstantOf(departure, days[key]);
    if (key === 'weather') stages.push({ key, unlocks_at, unlocked, content: unlocked ? envelope!.weather : null });
    if (key === 'packing') stages.push({ key, unlocks_at, unlocked, content: unlocked ? envelope!.packing : null });
    if (key === 'region') stages.push({ key, unlocks_at, unlocked, content: unlocked ? { region: envelope!.region! } : null });
  }
  const revealed = view.revealedAt !== null;
  stages.push({
    key: 'destination',
    unlocks_at: unlockInstantOf(departure, days.destination),
    unlocked: revealed,
    content: revealed ? { name: view.name, destination: view.destination } : null,
  });
  return { stages };
}

/** The most common region of the services' countries, or null when none has a country. */
function suggestedRegion(countries: (string | null)[]): AfricanRegion | null {
  const counts = new Map<AfricanRegion, number>();
  for (const c of countries) {
    const region = c ? regionOf(c) : null;
    if (region) counts.set(region, (counts.get(region) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

async function adminView(db: DbOrTx, ctx: TripContext, now: Date): Promise<AdminEnvelope> {
  const [days, envelope, openings, facts] = await Promise.all([readEnvelopeDays(db), findEnvelope(db, ctx.trip.id), findOpenings(db, ctx.trip.id), findEnvelopeServiceFacts(db, ctx.trip.id)]);
  const departure = ctx.preference.departureDate;
  const due = dueStages(departure, days, today(now), new Set(openings.keys()));
  return {
    written: { weather: envelope?.weather ?? null, packing: envelope?.packing ?? null, region: envelope?.region ?? null },
    suggested: { packing: suggestedPacking(facts.map((f) => f.type), ctx.preference.interests), region: suggestedRegion(facts.map((f) => f.country)) },
    stages: ENVELOPE_STAGES.map((key) => ({
      key,
      unlocks_at: unlockInstantOf(departure, days[key]),
      opened_at: key === 'destination' ? (ctx.trip.revealedAt?.toISOString() ?? null) : (openings.get(key)?.toISOString() ?? null),
    })),
    missing: due.filter((s) => !isWritten(envelope, s)),
  };
}

export async function getAdminEnvelope(db: Db, tripId: number, now: Date): Promise<AdminEnvelope> {
  const ctx = await findTripContext(db, tripId);
  if (!ctx) throw notFound(tripTexts.tripNotFound);
  return adminView(db, ctx, now);
}

type WriteEnvelope = z.output<typeof writeEnvelopeSchema>;

/** Every text of the clues, to check against the trip's secrets. */
function textsOf(input: WriteEnvelope): string[] {
  return [input.weather?.note ?? '', ...(input.packing?.items ?? [])];
}

/**
 * The admin writes (or clears) stages. An opened stage is final: the traveller has read it and had its
 * e-mail. A clue that names the place is refused whole, with nothing written.
 */
export async function writeEnvelope(db: Db, tripId: number, input: WriteEnvelope, now: Date): Promise<AdminEnvelope> {
  return db.transaction(async (tx) => {
    const ctx = await lockTripContext(tx, tripId);
    if (!ctx) throw notFound(tripTexts.tripNotFound);
    if (ctx.trip.status === 'cancelled' || ctx.trip.status === 'completed') throw conflict(envelopeTexts.tripClosed);
    const openings = await findOpenings(tx, tripId);
    for (const stage of WRITTEN_STAGES) {
      if (input[stage] !== undefined && openings.has(stage)) throw conflict(envelopeTexts.stageOpenedLocked(envelopeTexts.stageTitle[stage].toLowerCase()));
    }
    const facts = await findEnvelopeServiceFacts(tx, tripId);
    const secrets = [
      ctx.trip.name,
      ctx.trip.destination ?? '',
      ...facts.flatMap((f) => [f.name, f.partnerName, ...(f.locationDetails ?? '').split(','), f.country ? countryName(f.country) : '']),
    ];
    for (const text of textsOf(input)) {
      if (forbiddenWordIn(text, secrets)) throw badRequest(envelopeTexts.namesThePlace);
    }
    const change: Parameters<typeof upsertEnvelope>[2] = {};
    if (input.weather !== undefined) change.weather = input.weather;
    if (input.packing !== undefined) change.packing = input.packing;
    if (input.region !== undefined) change.region = input.region;
    await upsertEnvelope(tx, tripId, change);
    return adminView(tx, ctx, now);
  });
}

export type { WrittenStage };
