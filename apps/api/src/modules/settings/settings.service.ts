import {
  ENVELOPE_DAYS_DEFAULT,
  envelopeDaysSchema,
  envelopeTexts,
  BOOKING_TERMS_DEFAULT,
  REVEAL_DAYS_DEFAULT,
  balanceDueDaysSchema,
  cancellationTiersSchema,
  depositPercentSchema,
  postponementFeeSchema,
  type AdminSettings,
  type BookingTerms,
  type UpdateAdminSettings,
} from '@mt/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { handleCache } from '../../db/handle-cache';
import { forgetExchangeRates } from './exchange-rates.service';
import { readSettings, writeSetting } from './settings.repository';
import { badRequest } from '../../lib/errors';

const DEFAULTS: AdminSettings = {
  maintenance_mode: false,
  reveal_days_before_departure: REVEAL_DAYS_DEFAULT,
  deposit_percent: BOOKING_TERMS_DEFAULT.deposit_percent,
  balance_due_days: BOOKING_TERMS_DEFAULT.balance_due_days,
  cancellation_tiers: BOOKING_TERMS_DEFAULT.cancellation_tiers,
  postponement_fee: BOOKING_TERMS_DEFAULT.postponement_fee,
  envelope_weather_days: ENVELOPE_DAYS_DEFAULT.weather,
  envelope_packing_days: ENVELOPE_DAYS_DEFAULT.packing,
  envelope_region_days: ENVELOPE_DAYS_DEFAULT.region,
};
const KEYS = Object.keys(DEFAULTS) as (keyof AdminSettings)[];
const MONEY_KEYS = ['deposit_percent', 'balance_due_days', 'cancellation_tiers', 'postponement_fee'] as const;

/** A stored reveal lead time, or the default when none is stored or it is not a whole number of days. */
const revealDaysOf = (value: unknown): number => (Number.isInteger(value) ? (value as number) : DEFAULTS.reveal_days_before_departure);

/** A stored value that no longer passes its schema (written by hand, or by an older version) reads as the default. */
function valid<S extends z.ZodType>(schema: S, value: unknown, fallback: z.output<S>): z.output<S> {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

function moneyTermsOf(stored: Map<string, unknown>) {
  return {
    deposit_percent: valid(depositPercentSchema, stored.get('deposit_percent'), DEFAULTS.deposit_percent),
    balance_due_days: valid(balanceDueDaysSchema, stored.get('balance_due_days'), DEFAULTS.balance_due_days),
    cancellation_tiers: valid(cancellationTiersSchema, stored.get('cancellation_tiers'), DEFAULTS.cancellation_tiers),
    postponement_fee: valid(postponementFeeSchema, stored.get('postponement_fee'), DEFAULTS.postponement_fee),
  };
}

export async function getAdminSettings(db: Db): Promise<AdminSettings> {
  const stored = await readSettings(db, KEYS);
  return {
    maintenance_mode: typeof stored.get('maintenance_mode') === 'boolean' ? (stored.get('maintenance_mode') as boolean) : DEFAULTS.maintenance_mode,
    reveal_days_before_departure: revealDaysOf(stored.get('reveal_days_before_departure')),
    ...moneyTermsOf(stored),
    ...envelopeDaysOf(stored),
  };
}

const ENVELOPE_KEYS = ['envelope_weather_days', 'envelope_packing_days', 'envelope_region_days'] as const;

function envelopeDaysOf(stored: Map<string, unknown>) {
  return {
    envelope_weather_days: valid(envelopeDaysSchema, stored.get('envelope_weather_days'), DEFAULTS.envelope_weather_days),
    envelope_packing_days: valid(envelopeDaysSchema, stored.get('envelope_packing_days'), DEFAULTS.envelope_packing_days),
    envelope_region_days: valid(envelopeDaysSchema, stored.get('envelope_region_days'), DEFAULTS.envelope_region_days),
  };
}

/** The envelope's lead times with the reveal's (issue 19 section 2), for the envelope and its job. */
export async function readEnvelopeDays(db: DbOrTx): Promise<{ weather: number; packing: number; region: number; destination: number }> {
  const stored = await readSettings(db, [...ENVELOPE_KEYS, 'reveal_days_before_departure']);
  const days = envelopeDaysOf(stored);
  return {
    weather: days.envelope_weather_days,
    packing: days.envelope_packing_days,
    region: days.envelope_region_days,
    destination: revealDaysOf(stored.get('reveal_days_before_departure')),
  };
}

/** Stages open in order (weather, packing, region, reveal): a change that would break it is refused whole. */
function assertEnvelopeOrder(s: AdminSettings): void {
  const ordered =
    s.envelope_weather_days >= s.envelope_packing_days && s.envelope_packing_days >= s.envelope_region_days && s.envelope_region_days >= s.reveal_days_before_departure;
  if (!ordered) throw badRequest(envelopeTexts.daysOrder, { envelope_weather_days: [envelopeTexts.daysOrder] });
}

/**
 * The admin's reveal lead time alone, for trips (dates, the reveal job). It takes a transaction too, so
 * a trip's rule reads it in the same snapshot as the trip it locked.
 */
export async function readRevealDays(db: DbOrTx): Promise<number> {
  return revealDaysOf((await readSettings(db, ['reveal_days_before_departure'])).get('reveal_days_before_departure'));
}

/**
 * The money terms (docs/decisions/0013) for checkout, the trips' payment plan, the public terms and
 * the cancellation of issue 18 section 3. Takes a transaction, like readRevealDays.
 */
export async function readBookingTerms(db: DbOrTx): Promise<BookingTerms> {
  return { ...BOOKING_TERMS_DEFAULT, ...moneyTermsOf(await readSettings(db, [...MONEY_KEYS])) };
}

/** What every trip's dates and payment plan read: the reveal lead time and the money terms. */
export interface TripTerms {
  revealDays: number;
  bookingTerms: BookingTerms;
}

/** readRevealDays and readBookingTerms in one read (in a transaction, what it sees). */
export async function readTripTerms(db: DbOrTx): Promise<TripTerms> {
  const stored = await readSettings(db, ['reveal_days_before_departure', ...MONEY_KEYS]);
  return { revealDays: revealDaysOf(stored.get('reveal_days_before_departure')), bookingTerms: { ...BOOKING_TERMS_DEFAULT, ...moneyTermsOf(stored) } };
}

/**
 * readTripTerms as this instance last read it, for the hot reads outside a transaction (GET /api/trips):
 * dropped by any settings write on any instance (forgetCachedSettings), kept 30 s at most.
 */
const tripTermsCache = handleCache(readTripTerms, 30_000);
export const cachedTripTerms = (db: Db): Promise<TripTerms> => tripTermsCache.get(db);

/** readEnvelopeDays as this instance last read it, for the traveller's envelope (GET): kept like cachedTripTerms. */
const envelopeDaysCache = handleCache(readEnvelopeDays, 30_000);
export const cachedEnvelopeDays = (db: Db) => envelopeDaysCache.get(db);

/**
 * This instance forgets every setting it keeps: the cache bus calls it for a write on any instance, and a
 * write here calls it as soon as it commits, so this instance's next read sees it without waiting for the bus.
 */
export function forgetCachedSettings(db: Db): void {
  tripTermsCache.forget(db);
  envelopeDaysCache.forget(db);
  forgetExchangeRates(db);
}

/** Several keys may change at once: all of them or none. */
export async function updateAdminSettings(db: Db, input: UpdateAdminSettings): Promise<AdminSettings> {
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  assertEnvelopeOrder({ ...(await getAdminSettings(db)), ...defined } as AdminSettings);
  await db.transaction(async (tx) => {
    for (const key of KEYS) {
      if (input[key] !== undefined) await writeSetting(tx, key, input[key]);
    }
  });
  forgetCachedSettings(db);
  return getAdminSettings(db);
}
