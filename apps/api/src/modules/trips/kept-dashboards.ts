import { serializerCompiler } from 'fastify-type-provider-zod';
import { tripsEndpoints } from '@mt/shared';
import type { Db } from '../../db/client';
import { EncodedText } from '../../lib/encoded-text';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { cachedTripTerms } from '../settings/settings.service';
import { listTrips } from './traveller-trips.service';

/** Dashboards kept per instance, the least recently asked for dropped first: a few KB each. */
const DASHBOARDS_KEPT = 5_000;

/** What a kept dashboard was built from besides the rows: it answers only while all of it is unchanged. */
interface KeptDashboard {
  version: number;
  /** The UTC day it was built on: balance and cancellation figures move with the date. */
  today: string;
  /** The settings objects it read: the settings caches hand out new ones when a setting changes. */
  terms: object;
  rates: object;
  /** The JSON text, and its compressed bodies once asked for: a kept dashboard is compressed once too. */
  answer: EncodedText;
}

const kept = new WeakMap<Db, Map<number, KeptDashboard>>();

/** The route's own serializer (app.ts sets the same compiler), so a kept answer is byte for byte a fresh one. */
const serialize = serializerCompiler({ schema: tripsEndpoints.list.responses[200], method: tripsEndpoints.list.method, url: tripsEndpoints.list.path });

/**
 * GET /api/trips as JSON text: the kept copy while the traveller's stamp, the day and the settings are those it was
 * built from, else built afresh and kept (docs/decisions/0048-dashboards-kept-by-version.md). The stamp is the
 * one the session check just read from the database (plugins/auth.ts), so a write committed on any instance
 * before this request is seen by it.
 */
export async function keptDashboard(db: Db, traveller: { id: number; dashboardVersion: number }, now: Date): Promise<EncodedText> {
  // The stamp was read before the rows: a write committed in between leaves the copy under the older stamp, so
  // the next request builds again. Read after them, a copy of older rows could be kept under the newer stamp.
  const { id: travellerId, dashboardVersion: version } = traveller;
  const [terms, rates] = await Promise.all([cachedTripTerms(db), getExchangeRates(db)]);
  const today = now.toISOString().slice(0, 10);
  let dashboards = kept.get(db);
  if (!dashboards) kept.set(db, (dashboards = new Map()));
  const hit = dashboards.get(travellerId);
  dashboards.delete(travellerId);
  if (hit && hit.version === version && hit.today === today && hit.terms === terms && hit.rates === rates) {
    dashboards.set(travellerId, hit);
    return hit.answer;
  }
  // listTrips reads the settings again: the same objects, or newer ones, which only makes this copy miss sooner.
  const answer = new EncodedText(serialize(await listTrips(db, travellerId, now)));
  if (dashboards.size >= DASHBOARDS_KEPT) dashboards.delete(dashboards.keys().next().value as number);
  dashboards.set(travellerId, { version, today, terms, rates, answer });
  return answer;
}
