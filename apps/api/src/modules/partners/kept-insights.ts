import { partnersEndpoints } from '@mt/shared';
import type { Db } from '../../db/client';
import type { EncodedText } from '../../lib/encoded-text';
import { successSerializer } from '../../lib/endpoint-route';
import { keptPerDatabase } from '../../lib/kept-answers';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { getPartnerBookings, getPartnerEarnings, getServicePopularity } from './partner-insights.service';

/**
 * Per instance and per kind, the partners whose insights are kept, the least recently asked for dropped first.
 * Earnings and popularity are a few hundred bytes; bookings up to PARTNER_BOOKINGS_MAX lines (about 120 KB).
 */
const SMALL_KEPT = 2_000;
const BOOKINGS_KEPT = 500;

const earningsOf = keptPerDatabase<Db, number>(SMALL_KEPT);
const bookingsOf = keptPerDatabase<Db, number>(BOOKINGS_KEPT);
const popularityOf = keptPerDatabase<Db, number>(SMALL_KEPT);

const serializeEarnings = successSerializer(partnersEndpoints.getEarnings);
const serializeBookings = successSerializer(partnersEndpoints.listBookings);
const serializePopularity = successSerializer(partnersEndpoints.getServicePopularity);

/** The signed-in partner with the insights stamp the session check read (plugins/auth.ts). */
export interface InsightsReader {
  id: number;
  insightsVersion: number;
}

/*
 * A partner's insights as JSON text: the kept copy while their stamp is the one it was built from, else built
 * afresh and kept (docs/decisions/0053-partner-insights-kept-by-version.md). The stamp was read by this request's
 * session check, before the rows, so a write committed on any instance before the request is seen by it.
 */

/** Earnings also move with the month (the trend's last twelve) and the exchange rates (NOK totals). */
export async function keptEarnings(db: Db, partner: InsightsReader, now: Date): Promise<EncodedText> {
  const rates = await getExchangeRates(db);
  const month = now.toISOString().slice(0, 7);
  // getPartnerEarnings reads the rates again: the same object, or a newer one, which only makes this copy miss sooner.
  return earningsOf(db).answer(partner.id, [partner.insightsVersion, month, rates], async () => serializeEarnings(await getPartnerEarnings(db, partner.id, now)));
}

export async function keptBookings(db: Db, partner: InsightsReader): Promise<EncodedText> {
  return bookingsOf(db).answer(partner.id, [partner.insightsVersion], async () => serializeBookings({ bookings: await getPartnerBookings(db, partner.id) }));
}

export async function keptPopularity(db: Db, partner: InsightsReader): Promise<EncodedText> {
  return popularityOf(db).answer(partner.id, [partner.insightsVersion], async () => serializePopularity(await getServicePopularity(db, partner.id)));
}
