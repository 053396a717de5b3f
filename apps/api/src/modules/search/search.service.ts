import {
  PRICE_RANGE_BOUNDS_USD,
  PRICE_RANGE_CURRENCY,
  SEARCH_RESULT_CAP,
  SEARCH_SERVICE_TYPES,
  type ServiceSearchQuery,
  type ServiceSearchResponse,
} from '@mt/shared';
import type { Db } from '../../db/client';
import { boundsPerCurrency, getExchangeRates } from '../../lib/currency';
import { withPublicPrice } from '../services/public-price';
import { toServiceDto } from '../services/service-card.sql';
import { filterConditions } from './search-filters';
import { estimateTextMatches, searchServices, type SearchPlan, type TextMatch } from './search.repository';

/**
 * Above this many estimated matches the text is "common": candidates are read in primary-key order and
 * the scan stops at the cap. Below it, they come from the GIN index. (docs/decisions/0002-service-search.md)
 */
export const DENSE_MIN_MATCHES = 10_000;
const ESTIMATES_KEPT = 500;
/** Estimates per search text: popular searches skip the extra planning round trip. */
const estimates = new Map<string, number>();

async function cachedEstimate(db: Db, text: string): Promise<number> {
  const key = text.toLowerCase();
  const hit = estimates.get(key);
  if (hit !== undefined) return hit;
  const n = await estimateTextMatches(db, text);
  if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value as string);
  estimates.set(key, n);
  return n;
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
 * GET /api/services/search. availableFrom, duration and groupSize are validated but do not narrow the
 * list: services carry no availability calendar, length or capacity (docs/decisions/0002-service-search.md).
 */
export async function searchCatalogue(
  db: Db,
  q: ServiceSearchQuery,
  { denseMinMatches = DENSE_MIN_MATCHES }: { denseMinMatches?: number } = {},
): Promise<ServiceSearchResponse> {
  const rates = await getExchangeRates(db);
  const storedTypes = [...new Set((q.serviceType ?? []).flatMap((t) => SEARCH_SERVICE_TYPES[t]))];
  const priceBounds = q.priceRange ? boundsPerCurrency(PRICE_RANGE_BOUNDS_USD[q.priceRange], PRICE_RANGE_CURRENCY, rates) : null;
  const filters = filterConditions({ storedTypes, priceBounds, location: q.location ?? null, minRating: q.minRating ?? null });
  const base = { filters, sort: q.sortBy, rates, limit: q.limit, offset: (q.page - 1) * q.limit, cap: SEARCH_RESULT_CAP };

  const text = q.search;
  let match: TextMatch = text ? { kind: 'fulltext', text } : { kind: 'none' };
  const access = !text || (await cachedEstimate(db, text)) >= denseMinMatches ? 'dense' : 'sparse';
  let result = await searchServices(db, { ...base, match, access } satisfies SearchPlan);
  // A misspelt word has no full-text match: fall back to names that look like it.
  const words = text && result.matched === 0 ? typoWords(text) : [];
  if (words.length > 0) {
    match = { kind: 'trigram', words };
    result = await searchServices(db, { ...base, match, access: 'sparse' });
  }

  const total = Math.min(result.matched, SEARCH_RESULT_CAP);
  return {
    services: result.rows.map((row) => withPublicPrice(toServiceDto(row), rates)),
    total,
    totalPages: Math.ceil(total / q.limit),
    totalCapped: result.matched > SEARCH_RESULT_CAP,
  };
}
