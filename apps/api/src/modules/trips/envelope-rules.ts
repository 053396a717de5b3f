import { WRITTEN_STAGES, addDays, type EnvelopeStage, type TripStatus, type WrittenStage } from '@mt/shared';
import type { TripRow } from './trips.repository';
import type { EnvelopeRow } from './envelope.repository';

/** The statuses in which the envelope job opens stages: a paid trip not yet revealed, or revealed early. */
export const ENVELOPE_LIVE_STATUSES = ['confirmed', 'revealed'] as const satisfies readonly TripStatus[];

export type EnvelopeDays = Record<EnvelopeStage, number>;

/** The UTC calendar day a stage opens (the reveal's calendar, reveal-due-trips.service.ts). */
export const unlockDateOf = (departure: string, days: number) => addDays(departure, -days);
export const unlockInstantOf = (departure: string, days: number) => `${unlockDateOf(departure, days)}T00:00:00.000Z`;

/**
 * Whether a trip may open stages today: paid in full, or deposit paid with the balance not yet overdue
 * (docs/decisions/0013: an overdue balance holds everything, docs/decisions/0019).
 */
export function mayOpenStages(trip: Pick<TripRow, 'status' | 'paymentStatus' | 'balanceDueDate'>, today: string): boolean {
  if (!(ENVELOPE_LIVE_STATUSES as readonly string[]).includes(trip.status)) return false;
  if (trip.paymentStatus === 'paid') return true;
  return trip.paymentStatus === 'deposit_paid' && trip.balanceDueDate !== null && today <= trip.balanceDueDate;
}

/** Whether the admin has written a stage: an unwritten stage never opens, so no traveller sees an empty one. */
export function isWritten(envelope: EnvelopeRow | null, stage: WrittenStage): boolean {
  if (!envelope) return false;
  if (stage === 'weather') return envelope.weather !== null;
  if (stage === 'packing') return envelope.packing !== null && envelope.packing.items.length > 0;
  return envelope.region !== null;
}

/** Stages whose day has come (today, UTC) and that are not opened yet, in order. */
export function dueStages(departure: string, days: EnvelopeDays, today: string, opened: Set<WrittenStage>): WrittenStage[] {
  return WRITTEN_STAGES.filter((s) => !opened.has(s) && today >= unlockDateOf(departure, days[s]));
}

/**
 * Words a clue must not contain (issue 19 section 2): the destination, the trip's name, its services,
 * partners, locations and countries. Words of fewer than 3 letters are too common to forbid.
 */
export function forbiddenWordIn(text: string, secrets: string[]): string | null {
  const lower = text.toLowerCase();
  return secrets.find((s) => s.trim().length >= 3 && lower.includes(s.trim().toLowerCase())) ?? null;
}
