import {
  PRICE_RANGE_BOUNDS_USD,
  PRICE_RANGE_CURRENCY,
  SEARCH_DURATIONS,
  SEARCH_GROUP_SIZES,
  SEARCH_RESULT_CAP,
  SEARCH_SERVICE_TYPES,
  type ExchangeRates,
  type ServiceSearchQuery,
  type ServiceSearchResponse,
} from '@mt/shared';
import type { Db } from '../../db/client';
import { boundsPerCurrency, type MinorBounds } from '../../lib/currency';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { expiringCachePer } from '../../lib/expiring-cache';
import { toPublicServiceDto } from '../services/public-price';
import { filterConditions, NO_FILTERS, type SearchFilters } from './search-filters.sql';
import { priceRangeIndex, priceRangesIndexed } from './search-price-ranges';
import {
  estimateMatches,
  nearestWords,
  newestBucket,
  searchServices,
  type Access,
  type SearchFound,
  type TextMatch,
} from './search.repository';

/**
 * Below this many estimated matches of the whole WHERE clause, every match is read from the indexes
 * ('sparse'). Above it, only the newest cap + 1 are (docs/decisions/0002-service-search.md).
 */
export const DENSE_MIN_MATCHES = 10_000;
/**
 * With a filter that is a key of the search indexes (price range, duration, group size), every match is read
 * only below this many estimated: reading them costs a heap visit each, and a recency window reads about
 * WINDOW_MARGIN × (cap + 1). The text-only threshold above is high because a word the planner keeps no
 * frequency for is estimated at 0.5 % of the catalogue whatever its true count; the filters' part of the
 * estimate comes from the columns' statistics (ConditionForm), and a window that holds too few is followed
 * by a wider one or by reading every match, so a rare word with a filter costs two cheap statements.
 */
export const KEYED_SPARSE_MAX_MATCHES = 2 * (SEARCH_RESULT_CAP + 1);
/**
 * A newest-first scan in primary-key order reads about (cap + 1) × listed / matches rows: up to this many,
 * that scan is the cheapest; beyond, the recency window of the GIN index is.
 */
export const ID_SCAN_MAX_ROWS = 5_000;
/**
 * A recency window is sized to hold this many times cap + 1 matches by the estimate. The planner's
 * frequency of a common word is close (12,202 for 13,666 matches of the misspelt word's correction at
 * 1,000,000 services), and a window that holds too few is followed by one sized from the density it saw
 * (widerWindow), so the margin need only cover how much newer services differ from older ones.
 */
export const WINDOW_MARGIN = 1.25;
/**
 * Estimates per search (text and filters), per database: popular searches skip the extra planning round
 * trip. They expire, since the catalogue grows: a word rare in 100,000 services can be common in 1,000,000,
 * and a stale 'sparse' would then read every one of its matches.
 */
const estimatesOf = expiringCachePer<Db, number>(60_000, 500);

/** One search's key in the caches of this module: its text and filters (not its sort or page). */
const searchKey = (match: TextMatch, filters: SearchFilters) => `${match.kind === 'fulltext' ? match.text.toLowerCase() : ''}\u0000${filters.key}`;

function cachedEstimate(db: Db, match: TextMatch, filters: SearchFilters): Promise<number> {
  return estimatesOf(db).get(searchKey(match, filters), () => estimateMatches(db, match, filters));
}

/**
 * Per search (text and filters), per database: the recency bucket of the oldest of the cap + 1 newest
 * matches that its last recency window saw, kept a minute like the estimates. The next window of that
 * search starts there (windowFromSeenStart) instead of where the planner's estimate puts it: the estimate
 * of several filters together was 1.45 times low on the bench's catalogue, and a window sized from it read
 * 2.4 times the rows needed (docs/decisions/0042-search-windows-from-what-they-saw.md).
 */
const seenStartsOf = expiringCachePer<Db, number>(60_000, 500);

/** The bucket where the last recency window of this search found its cap + 1 newest matches, if kept. */
export const seenWindowStart = (db: Db, match: TextMatch, filters: SearchFilters): number | undefined =>
  seenStartsOf(db).peek(searchKey(match, filters));

/**
 * A window reaching this much further back than the span [seen start, newest bucket] that held cap + 1
 * matches. That span holds them all as long as none of them stops matching (new services only add to
 * it), so the margin only covers services unlisted or edited within the minute, which would otherwise
 * cost a second, wider window.
 */
export const SEEN_WINDOW_MARGIN = 1.05;

/**
 * The recency window of a search whose last window found its cap + 1 newest matches from bucket `start` on,
 * the newest bucket now being `newest`; null when `start` lies beyond it (services deleted since).
 */
export function windowFromSeenStart(start: number, newest: number): Extract<Access, { kind: 'recent' }> | null {
  const span = newest - start + 1;
  if (start < 0 || span <= 0) return null;
  return { kind: 'recent', first: Math.max(0, newest + 1 - Math.ceil(SEEN_WINDOW_MARGIN * span)), last: newest + BUCKETS_AHEAD };
}

/**
 * What a recency window that held more than cap matches tells about the search: the bucket of the oldest
 * of its cap + 1 newest matches (null when it tells nothing: another way of reading, or too few matches).
 */
export function seenStart(access: Access, found: Pick<SearchFound, 'matched' | 'oldestBucket'>, cap: number): number | null {
  return access.kind === 'recent' && found.matched > cap ? found.oldestBucket : null;
}

const DENSE: Access = { kind: 'dense' };
const SPARSE: Access = { kind: 'sparse' };

/**
 * How the rows of one search are read (see Access), from the planner's estimate of the whole WHERE clause
 * (text and filters).
 */
export async function chooseAccess(
  db: Db,
  match: TextMatch,
  filters: SearchFilters,
  /** Tests lower these to reach every way of reading with a small catalogue. */
  denseMinMatches = DENSE_MIN_MATCHES,
  idScanMaxRows = ID_SCAN_MAX_ROWS,
): Promise<Access> {
  if (match.kind === 'none' && filters.shape === '') return DENSE;
  const matches = await cachedEstimate(db, match, filters);
  if (matches < (filters.keyed ? Math.min(denseMinMatches, KEYED_SPARSE_MAX_MATCHES) : denseMinMatches)) return SPARSE;
  // Without text, a window is read through the index's second column, so only for a filter that is a key
  // there (a duration of 15+ days is 3 % of the bench's catalogue: a newest-first scan would read about 33 rows
  // for each match). Others (availability, location, rating) are read newest-first, row by row.
  if (match.kind === 'none' && !filters.keyed) return DENSE;
  const listed = await cachedEstimate(db, { kind: 'none' }, NO_FILTERS);
  const scanRows = ((SEARCH_RESULT_CAP + 1) * listed) / Math.max(matches, 1);
  if (scanRows <= idScanMaxRows) return DENSE;
  const last = await cachedNewestBucket(db);
  // Where this search's last window found its newest matches, when one did within the minute: exact, where
  // the estimate below is only as good as the planner's statistics.
  const seen = seenWindowStart(db, match, filters);
  const fromSeen = seen === undefined ? null : windowFromSeenStart(seen, last);
  if (fromSeen) return fromSeen;
  // Sized by matches per id, not per listed service: the window's buckets hold hidden and deleted ids too
  // (sized per listed service, it held 0.78 of what it was sized for on the bench's catalogue).
  const buckets = Math.ceil((WINDOW_MARGIN * (SEARCH_RESULT_CAP + 1) * (last + 1)) / Math.max(matches, 1));
  return { kind: 'recent', first: Math.max(0, last - buckets + 1), last: last + BUCKETS_AHEAD };
}

/**
 * The newest bucket, read at most every 10 s per instance. The window reaches BUCKETS_AHEAD buckets further
 * (empty ones cost nothing), so services added since the last read are never left out.
 */
const BUCKETS_AHEAD = 64;
const newestBucketOf = expiringCachePer<Db, number>(10_000, 1);
const cachedNewestBucket = (db: Db) => newestBucketOf(db).get('', () => newestBucket(db));

/**
 * What to read after a recency window that held `matched` ≤ cap matches (the newest matches may lie
 * before it): a window reaching back as far as the density it saw needs for WINDOW_MARGIN × (cap + 1),
 * or every match ('sparse') when it saw none or that window would start at the first bucket.
 */
export function widerWindow(window: Extract<Access, { kind: 'recent' }>, matched: number, cap: number): Access {
  const newest = window.last - BUCKETS_AHEAD;
  const span = newest - window.first + 1;
  if (matched === 0 || span <= 0) return SPARSE;
  const first = newest + 1 - Math.ceil((WINDOW_MARGIN * (cap + 1) * span) / matched);
  return first <= 0 ? SPARSE : { kind: 'recent', first, last: window.last };
}

/**
 * Words for the typo fallback: runs of letters and digits of 3 or more (shorter ones make too few
 * trigrams to tell names apart), at most 5 so a long query stays a handful of index probes.
 */
const TYPO_WORDS_MAX = 5;
export function typoWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words)].slice(0, TYPO_WORDS_MAX);
}

/**
 * The nearest vocabulary words of a misspelt text's words, kept a minute per database: a typo is searched
 * again and again, and its nearest words change only when services bring new ones (suggested at most a
 * minute late). Saves one of a misspelt search's three round trips.
 */
const correctionsOf = expiringCachePer<Db, string[]>(60_000, 500);
const cachedNearestWords = (db: Db, words: string[]) => correctionsOf(db).get(words.join(' '), () => nearestWords(db, words));

/**
 * Searches (text and filters) whose text matched no service, per database, kept a minute: a misspelt word is
 * searched again and again, and each time ran a full-text statement that found nothing before the corrected
 * one. Forgotten with the kept search answers, on every instance (forgetFruitlessSearches, search.routes.ts), so
 * a text that a new or edited service now holds is found at once; a write no request made (a job, an operator's SQL)
 * shows within the minute, as the browsers' copy of a search does (PUBLIC_CACHE_CONTROL).
 */
const fruitlessOf = expiringCachePer<Db, true>(60_000, 500);
/**
 * Changes seen since start: a search that began before one does not remember its text as fruitless, since it
 * may have read the catalogue before the change.
 */
let catalogueChanges = 0;

/** The catalogue changed: every search runs its text again. */
export function forgetFruitlessSearches(db: Db): void {
  catalogueChanges++;
  fruitlessOf(db).clear();
}

const NOTHING_FOUND: SearchFound = { rows: [], matched: 0, oldestBucket: null };

type PriceRange = keyof typeof PRICE_RANGE_BOUNDS_USD;
/**
 * Each price range's bounds per currency, kept per rates table (getExchangeRates hands out the same object
 * until its cache refreshes): converting them took 8 µs per search. Shared arrays: never modified.
 */
const priceBoundsByRates = new WeakMap<ExchangeRates, Map<PriceRange, MinorBounds[]>>();
function priceBoundsOf(range: PriceRange, rates: ExchangeRates): MinorBounds[] {
  let byRange = priceBoundsByRates.get(rates);
  if (!byRange) priceBoundsByRates.set(rates, (byRange = new Map()));
  let bounds = byRange.get(range);
  if (!bounds) byRange.set(range, (bounds = boundsPerCurrency(PRICE_RANGE_BOUNDS_USD[range], PRICE_RANGE_CURRENCY, rates)));
  return bounds;
}

/**
 * GET /api/services/search (docs/decisions/0002-service-search.md). Duration, group size and available from
 * match services that say their length, capacity and season (docs/decisions/0037-search-filters-that-filter.md):
 * - duration: the service's days, max(1, ceil(duration_hours / 24)), are in the option's days;
 * - groupSize: [group_size_min, group_size_max] overlaps the option's people (10 is in 6-10 and 10+);
 * - availableFrom D: available all year (no ranges), or its last range ends on D or later;
 * - a service that does not say its length (capacity) matches no duration (group size) option.
 */
export async function searchCatalogue(
  db: Db,
  q: ServiceSearchQuery,
  /** Tests force a way of reading (each must answer the same). */
  { access: forced }: { access?: Access } = {},
): Promise<ServiceSearchResponse> {
  const rates = await getExchangeRates(db);
  const storedTypes = [...new Set((q.serviceType ?? []).flatMap((t) => SEARCH_SERVICE_TYPES[t]))];
  // A price range is a key of the search indexes while services' stored ranges are those of these rates;
  // otherwise (rates changed, not synced yet) each matched row's price is checked.
  const indexedPriceRange = q.priceRange && (await priceRangesIndexed(db, rates)) ? priceRangeIndex(q.priceRange) : undefined;
  const priceBounds = q.priceRange && indexedPriceRange === undefined ? priceBoundsOf(q.priceRange, rates) : null;
  const filters = filterConditions({
    storedTypes,
    priceBounds,
    indexedPriceRange,
    location: q.location ?? null,
    minRating: q.minRating ?? null,
    duration: q.duration ? SEARCH_DURATIONS.indexOf(q.duration) : null,
    groupSize: q.groupSize ? SEARCH_GROUP_SIZES.indexOf(q.groupSize) : null,
    availableFrom: q.availableFrom ?? null,
  });
  const base = { filters, sort: q.sortBy, rates, limit: q.limit, offset: (q.page - 1) * q.limit, cap: SEARCH_RESULT_CAP };
  const run = async (match: TextMatch) => {
    const access = forced ?? (await chooseAccess(db, match, filters));
    // Where the newest matches began, for the next window of this search. A window that does not reach
    // the newest services (a test's forced one) tells a start too early, never too late: the next window
    // then holds more than it needs, never too few.
    const read = async (how: Access) => {
      const found = await searchServices(db, { ...base, match, access: how });
      const start = seenStart(how, found, SEARCH_RESULT_CAP);
      if (start !== null) seenStartsOf(db).set(searchKey(match, filters), start);
      return found;
    };
    const found = await read(access);
    if (access.kind !== 'recent' || found.matched > SEARCH_RESULT_CAP) return found;
    // The window held too few: one sized from what it saw, and if that still holds too few, every match.
    const wider = widerWindow(access, found.matched, SEARCH_RESULT_CAP);
    const again = await read(wider);
    if (wider.kind === 'recent' && again.matched <= SEARCH_RESULT_CAP) return read(SPARSE);
    return again;
  };

  const text = q.search;
  const direct: TextMatch = text ? { kind: 'fulltext', text } : { kind: 'none' };
  const key = searchKey(direct, filters);
  const changesBefore = catalogueChanges;
  let result = text && fruitlessOf(db).peek(key) ? NOTHING_FOUND : await run(direct);
  if (text && result.matched === 0 && result !== NOTHING_FOUND && changesBefore === catalogueChanges) fruitlessOf(db).set(key, true);
  // A misspelt word has no full-text match: search again with the nearest words of the vocabulary
  // ("serengtti" becomes "serengeti"), any of them; services holding more of them rank first.
  const words = text && result.matched === 0 ? typoWords(text) : [];
  const corrected = words.length > 0 ? await cachedNearestWords(db, words) : [];
  if (corrected.length > 0) result = await run({ kind: 'fulltext', text: [...new Set(corrected)].join(' or ') });

  const total = Math.min(result.matched, SEARCH_RESULT_CAP);
  return {
    services: result.rows.map((row) => toPublicServiceDto(row, rates)),
    total,
    totalPages: Math.ceil(total / q.limit),
    totalCapped: result.matched > SEARCH_RESULT_CAP,
  };
}
