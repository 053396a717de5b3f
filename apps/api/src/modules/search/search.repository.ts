import { sql, type SQL } from 'drizzle-orm';
import type { ExchangeRates, SortBy } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { publiclyVisible, reviewsLateral, rowsOf, serviceCardColumns, type ServiceCardRow } from '../services/service-card.sql';
import { basePriceExpression } from './search-filters';

/** How the text is matched: full-text first; trigram similarity on names when that finds nothing. */
export type TextMatch = { kind: 'none' } | { kind: 'fulltext'; text: string } | { kind: 'trigram'; words: string[] };

export interface SearchPlan {
  match: TextMatch;
  filters: SQL[];
  sort: SortBy;
  rates: ExchangeRates;
  limit: number;
  offset: number;
  /** At most this many matches are ranked and counted; one more is fetched to tell "capped". */
  cap: number;
  /**
   * 'dense': the match is common, so candidates are read newest-first by primary key and the scan stops
   * after cap + 1 matches. 'sparse': the match is rare, so every match comes from the GIN index.
   */
  access: 'dense' | 'sparse';
}

export type SearchRow = ServiceCardRow & { total: number };

const tsquery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

/**
 * One statement: a bounded candidate set, its count, and the requested page of it with card columns.
 *
 * A common match takes candidates in an indexed order (newest id first) and stops at `cap + 1`, so a word
 * that matches half a million services costs about what a rare one does: ranking and sorting only touch
 * the capped set. A rare match reads all its rows through the GIN index (few by definition).
 */
export async function searchServices(db: DbOrTx, plan: SearchPlan): Promise<{ rows: ServiceCardRow[]; matched: number }> {
  const { match } = plan;
  const where = sql.join([publiclyVisible, ...matchCondition(match), ...plan.filters], sql` AND `);
  // Relevance of each candidate, computed in the candidate scan: only capped rows are ever scored.
  // A name that looks like more of the typo words scores higher.
  const score =
    match.kind === 'trigram'
      ? sql.join(match.words.map((w) => sql`word_similarity(${w}, s.name)`), sql` + `)
      : match.kind === 'fulltext' && plan.sort === 'relevance'
        ? sql`ts_rank_cd(s.search_vector, ${tsquery(match.text)})`
        : sql`0::real`;

  const result = await db.execute(sql`
    WITH cand AS MATERIALIZED (
      SELECT s.id, s.created_at, s.is_featured, s.base_price_minor, s.currency, ${score} AS score
      FROM services s JOIN partners p ON p.id = s.partner_id
      WHERE ${where}
      ${candidateLimit(plan)}
    ),
    total AS (SELECT count(*)::int AS n FROM cand),
    page AS (
      SELECT c.id, row_number() OVER (ORDER BY ${pageOrder(plan)}) AS ord
      FROM cand c ${plan.sort === 'rating' ? sql`LEFT JOIN LATERAL (SELECT avg(r.rating) AS avg_rating, count(*) AS review_count FROM service_reviews r WHERE r.service_id = c.id) cr ON true` : sql``}
      ORDER BY ord
      LIMIT ${plan.limit} OFFSET ${plan.offset}
    )
    SELECT total.n AS total, card.*
    FROM total LEFT JOIN LATERAL (
      SELECT page.ord, ${serviceCardColumns}
      FROM page JOIN services s ON s.id = page.id JOIN partners p ON p.id = s.partner_id ${reviewsLateral}
    ) card ON true
    ORDER BY card.ord`);
  const rows = rowsOf<SearchRow & { ord: unknown }>(result);
  const matched = Number(rows[0]?.total ?? 0);
  return { rows: rows.filter((r) => r.id !== null), matched };
}

function candidateLimit(plan: SearchPlan): SQL {
  // Trigram candidates come from the trigram index in no particular order; the cap bounds the recheck.
  if (plan.match.kind === 'trigram') return sql`LIMIT ${plan.cap + 1}`;
  if (plan.access === 'sparse') return sql``;
  return sql`ORDER BY s.id DESC LIMIT ${plan.cap + 1}`;
}

/**
 * The planner's estimate of how many services match the text. PostgreSQL keeps frequencies of the
 * common lexemes only, so a rare word is estimated at 0.5 % of the table: never mistaken for common.
 */
export async function estimateTextMatches(db: DbOrTx, text: string): Promise<number> {
  const result = await db.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM services s WHERE s.search_vector @@ ${tsquery(text)}`);
  const row = rowsOf<{ 'QUERY PLAN': unknown }>(result)[0]?.['QUERY PLAN'];
  const plan = (typeof row === 'string' ? JSON.parse(row) : row) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

function matchCondition(match: TextMatch): SQL[] {
  if (match.kind === 'fulltext') return [sql`s.search_vector @@ ${tsquery(match.text)}`];
  // `<%`: the word is similar to some word of the name (pg_trgm word_similarity); the GIN trigram index serves it.
  if (match.kind === 'trigram') return [sql`(${sql.join(match.words.map((w) => sql`${w} <% s.name`), sql` OR `)})`];
  return [];
}

function pageOrder(plan: SearchPlan): SQL {
  const { match } = plan;
  const price = basePriceExpression(plan.rates.rates);
  switch (plan.sort) {
    case 'price-low':
      return sql`${price} ASC NULLS LAST, c.id DESC`;
    case 'price-high':
      return sql`${price} DESC NULLS LAST, c.id DESC`;
    case 'rating':
      return sql`cr.avg_rating DESC NULLS LAST, cr.review_count DESC, c.id DESC`;
    case 'newest':
      return sql`c.created_at DESC, c.id DESC`;
    case 'relevance':
      if (match.kind !== 'none') return sql`c.score DESC, c.id DESC`;
      return sql`c.is_featured DESC, c.created_at DESC, c.id DESC`;
  }
}
