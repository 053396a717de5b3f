import { tripsEndpoints } from '@mt/shared';
import type { Db } from '../../db/client';
import type { EncodedText } from '../../lib/encoded-text';
import { successSerializer } from '../../lib/endpoint-route';
import { keptPerDatabase } from '../../lib/kept-answers';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { cachedTripTerms } from '../settings/settings.service';
import { listTrips } from './traveller-trips.service';

/** Dashboards kept per instance, the least recently asked for dropped first: a few KB each. */
const DASHBOARDS_KEPT = 5_000;

const dashboardsOf = keptPerDatabase<Db, number>(DASHBOARDS_KEPT);

const serialize = successSerializer(tripsEndpoints.list);

/**
 * GET /api/trips as JSON text: the kept copy while the traveller's stamp, the day and the settings are those it was
 * built from, else built afresh and kept (docs/decisions/0048-dashboards-kept-by-version.md). The stamp is the
 * one the session check just read from the database (plugins/auth.ts), so a write committed on any instance
 * before this request is seen by it. Besides the rows, a dashboard is built from:
 * - the UTC day: balance and cancellation figures move with the date;
 * - the settings objects it read: the settings caches hand out new ones when a setting changes.
 */
export async function keptDashboard(db: Db, traveller: { id: number; dashboardVersion: number }, now: Date): Promise<EncodedText> {
  const [terms, rates] = await Promise.all([cachedTripTerms(db), getExchangeRates(db)]);
  const today = now.toISOString().slice(0, 10);
  // listTrips reads the settings again: the same objects, or newer ones, which only makes this copy miss sooner.
  return dashboardsOf(db).answer(traveller.id, [traveller.dashboardVersion, today, terms, rates], async () => serialize(await listTrips(db, traveller.id, now)));
}
