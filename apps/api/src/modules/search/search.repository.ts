import { sql, type SQL } from 'drizzle-orm';
import type { ExchangeRates, SortBy } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { COARSE_BUCKET_SPAN, RECENCY_BUCKET_SIZE, searchKeys } from '../../db/schema/services';
import { preparedStatement, runWithPlaceholders } from '../../db/named-query';
import { publiclyVisible, reviewsLateral, rowsOf, serviceCardColumns, type ServiceCardRow } from '../services/service-card.sql';
import { basePriceExpression, rateValues, type ConditionForm, type SearchFilters } from './search-filters.sql';

/**
 * How the text is matched: `websearch_to_tsquery` syntax. When the visitor's text finds nothing, the service
 * retries with the nearest vocabulary words joined by `or` (see nearestWords).
 */
export type TextMatch = { kind: 'none' } | { kind: 'fulltext'; text: string };

export interface SearchPlan {
  match: TextMatch;
  filters: SearchFilters;
  sort: SortBy;
  rates: ExchangeRates;
  limit: number;
  offset: number;
  /** At most this many matches are ranked and counted; one more is fetched to tell "capped". */
  cap: number;
  access: Access;
}

/**
 * How candidates are read (chosen from the planner's estimate of the whole WHERE clause):
 * - 'dense': many services match, so they are read newest-first by primary key and the scan stops after
 *   cap + 1 matches (a word in half the catalogue costs about 2 × cap rows);
 * - 'recent': a fair number match, too sparse for that scan: the GIN index returns the matches of the newest
 *   `buckets` recency buckets only (ids / RECENCY_BUCKET_SIZE), sized to hold about twice cap + 1 matches;
 *   the caller reads 'sparse' when that window held fewer;
 * - 'sparse': few match, so every match comes from the GIN index (or the filters' indexes).
 */
export type Access = { kind: 'dense' } | { kind: 'sparse' } | { kind: 'recent'; first: number; last: number };

/**
 * The codes for the fine buckets first..last (inclusive) in the search indexes' second column
 * (searchKeys in db/schema/services.ts): fine buckets up to a coarse boundary, each whole coarse bucket
 * as one code (-1 - coarse), and the fine buckets after the last whole one. The fewest codes that cover
 * exactly that window.
 */
export function windowBuckets(first: number, last: number): number[] {
  const codes: number[] = [];
  let fine = first;
  while (fine <= last) {
    if (fine % COARSE_BUCKET_SPAN === 0 && fine + COARSE_BUCKET_SPAN - 1 <= last) {
      codes.push(-1 - fine / COARSE_BUCKET_SPAN);
      fine += COARSE_BUCKET_SPAN;
    } else codes.push(fine++);
  }
  return codes;
}

export type SearchRow = ServiceCardRow & { total: number; oldest_candidate: number | string | null };

const p = (name: string) => sql.placeholder(name);
/**
 * The visitor's text as a tsquery. Planned for its value, the call is folded into a constant. A plan made
 * once cannot fold it, and would parse and stem the text again for every row it ranks; as a sub-select it
 * is an InitPlan, computed once per run.
 */
const tsquery = sql`websearch_to_tsquery('english', ${p('text')})`;
const tsqueryOnce = sql`(SELECT ${tsquery})`;

/** One search's statement: its text (built once per shape), its values, and where it is planned. */
export interface SearchStatement {
  /** Equal shapes have the same text. */
  shape: string;
  build: () => SQL;
  values: Record<string, unknown>;
  /**
   * Planned once per connection and that plan reused (preparedStatement's planOnce), wherever only one way
   * of reading fits and no filter's value can change which (SearchFilters.planStable), so a plan for one
   * set of values serves all. Planning these statements costs PostgreSQL more than running them for a rare
   * word (1.2 to 2 ms at 1,000,000 services: the planner weighs six GIN indexes with long expressions):
   * - with text, every match through the text's GIN index, or those of a recency window;
   * - without text, a recency window through the index's second column (the window is always a key there);
   * - a newest-first scan ('dense'), with or without text: its text match is written as the function
   *   (textMatch), which no index serves, so the only plan left reads the primary key newest-first and
   *   stops at cap + 1. Written as the operator, a plan made once read every match of a common word through
   *   the GIN index.
   * Browsing without text read in full ('sparse') stays planned per run: which index fits depends on the
   * filters' values.
   */
  planOnce: boolean;
}

/**
 * One statement: a bounded candidate set, its count, and the requested page of it with card columns.
 *
 * A common match takes candidates in an indexed order (newest id first) and stops at `cap + 1`, so a word
 * that matches half a million services costs about what a rare one does: ranking and sorting only touch
 * the capped set. A rare match reads all its rows through the GIN index (few by definition).
 */
export function searchStatement(plan: SearchPlan): SearchStatement {
  const { match, filters, sort, access } = plan;
  const relevance = match.kind === 'fulltext' && sort === 'relevance';
  const priced = sort === 'price-low' || sort === 'price-high';
  const currencies = priced ? Object.keys(plan.rates.rates).length : 0;
  const planOnce = filters.planStable && (match.kind === 'fulltext' || access.kind !== 'sparse');
  // The text is built only when this shape's statement is first prepared (db/named-query.ts): with the
  // filters' conditions, building it took about 30 µs per search, the largest part of the app's own work
  // (validation 5, serializing 10).
  const build = () => {
    const query = planOnce ? tsqueryOnce : tsquery;
    const order = pageOrder(sort, match, currencies);
    // The candidates with what the page is sorted by (a rating sort needs each candidate's reviews). The
    // page is taken first (a top-N sort) and only its rows numbered: numbering every candidate took a full
    // sort and a window pass over up to cap + 1 rows (7 to 11 % of the statement, pgbench).
    const sortable =
      sort === 'rating'
        ? sql`(SELECT c.*, cr.avg_rating, cr.review_count FROM cand c LEFT JOIN LATERAL (SELECT avg(r.rating) AS avg_rating, count(*) AS review_count FROM service_reviews r WHERE r.service_id = c.id AND NOT r.hidden) cr ON true)`
        : sql`cand`;
    // A newest-first scan checks each row it reads: the filters on plain columns. Reading through a GIN
    // index, they are keys of the index (ConditionForm).
    const form: ConditionForm = access.kind === 'dense' ? 'row' : 'index';
    return sql`
    WITH cand AS MATERIALIZED (${candidates(access.kind, whereClause(match, filters, form, query, access.kind === 'dense' ? 'scan' : 'index'), relevance, query)}),
    total AS (SELECT count(*)::int AS n, min(id) AS oldest FROM cand),
    page AS (
      SELECT c.id, row_number() OVER (ORDER BY ${order}) AS ord
      FROM (SELECT * FROM ${sortable} c ORDER BY ${order} LIMIT ${p('limit')} OFFSET ${p('offset')}) c
    )
    SELECT total.n AS total, total.oldest AS oldest_candidate, card.*
    FROM total LEFT JOIN LATERAL (
      SELECT page.ord, ${serviceCardColumns}
      FROM page JOIN services s ON s.id = page.id JOIN partners p ON p.id = s.partner_id ${reviewsLateral}
    ) card ON true
    ORDER BY card.ord`;
  };
  // Object.assign, not a spread: the filters' values have computed keys, and V8 spread that object (18
  // keys with a price range) in 8 µs against 1.
  const values: Record<string, unknown> = Object.assign({ limit: plan.limit, offset: plan.offset, candidates: plan.cap + 1 }, filters.values);
  if (match.kind === 'fulltext') values.text = match.text;
  if (priced) Object.assign(values, rateValues(plan.rates.rates));
  if (access.kind === 'recent') values.buckets = `{${windowBuckets(access.first, access.last).join(',')}}`;
  return { shape: `search:${access.kind}:${sort}:${match.kind}:${filters.shape}:${currencies}`, build, values, planOnce };
}

export interface SearchFound {
  rows: ServiceCardRow[];
  /** How many candidates matched (up to cap + 1 for 'dense' and 'recent'). */
  matched: number;
  /**
   * The recency bucket of the smallest id among the candidates (null when none): for a recency window that
   * held more than cap, where the cap + 1 newest matches in it begin, which tells where the next window of
   * the same search can start (search.service.ts, windowFromSeenStart).
   */
  oldestBucket: number | null;
}

/** Runs one search's statement (searchStatement): the page of cards and how many matched (up to cap + 1). */
export async function searchServices(db: DbOrTx, plan: SearchPlan): Promise<SearchFound> {
  const { shape, build, values, planOnce } = searchStatement(plan);
  const rows = rowsOf<SearchRow & { ord: unknown }>(await preparedStatement(db, shape, build, { planOnce }).execute(values));
  const matched = Number(rows[0]?.total ?? 0);
  const oldest = rows[0]?.oldest_candidate;
  const oldestBucket = oldest === null || oldest === undefined ? null : Math.floor(Number(oldest) / RECENCY_BUCKET_SIZE);
  return { rows: rows.filter((r) => r.id !== null), matched, oldestBucket };
}

function candidates(access: Access['kind'], where: SQL, relevance: boolean, query: SQL): SQL {
  // Relevance of each candidate, computed in the candidate scan: only capped rows are ever scored.
  // ts_rank (weights of name, place, description) rather than ts_rank_cd: no proximity pass per row.
  const score = relevance ? sql`ts_rank(s.search_vector, ${query})` : sql`0::real`;
  const columns = sql`s.id, s.created_at, s.is_featured, s.base_price_minor, s.currency, ${score} AS score`;
  if (access === 'sparse') return sql`SELECT ${columns} FROM services s WHERE ${where}`;
  if (access === 'dense') return sql`SELECT ${columns} FROM services s WHERE ${where} ORDER BY s.id DESC LIMIT ${p('candidates')}`;
  // The window's buckets as an array value compared with the index's second column (&&). A value (a
  // parameter is one when PostgreSQL plans for it) lets the planner see how narrow the window is; a
  // computed one is estimated at 1,000 buckets and applied as a filter after reading every match of the
  // text. OFFSET 0 keeps the window a subquery of its own: flattened, the planner would read it in id
  // order through the primary key instead of through both columns of the GIN index.
  const inWindow = sql`${searchKeys('s')} && ${p('buckets')}::int[]`;
  return sql`SELECT * FROM (
      SELECT ${columns} FROM services s WHERE ${where} AND ${inWindow} OFFSET 0
    ) w ORDER BY w.id DESC LIMIT ${p('candidates')}`;
}

/** The bucket of the newest service (0 when there is none). */
export async function newestBucket(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql.raw(`SELECT coalesce(max(id) / ${RECENCY_BUCKET_SIZE}, 0)::int AS n FROM services`));
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * How the text match is written: 'index' as the operator `@@`, which the GIN indexes serve (and the
 * planner estimates from the lexemes' statistics); 'scan' as the function behind it, `ts_match_vq`, the
 * same test on each row but served by no index, for the newest-first scan (SearchStatement.planOnce).
 */
type TextMatchForm = 'index' | 'scan';

/** Listed services matching the text (`query`, from placeholder `text`) and the filters, on `services s`. */
function whereClause(match: TextMatch, filters: SearchFilters, form: ConditionForm, query: SQL = tsquery, textMatch: TextMatchForm = 'index'): SQL {
  const text = match.kind === 'fulltext' ? [textMatch === 'index' ? sql`s.search_vector @@ ${query}` : sql`ts_match_vq(s.search_vector, ${query})`] : [];
  return sql.join([publiclyVisible, ...text, ...filters.conditions(form)], sql` AND `);
}

/**
 * The planner's estimate of how many listed services match the whole WHERE clause (text and filters
 * together: two common words with a narrow price range are few). PostgreSQL keeps frequencies of the
 * common lexemes only, so a rare word is estimated at 0.5 % of the table: never mistaken for common.
 * The filters are written on the plain columns, whose statistics PostgreSQL keeps (ConditionForm).
 */
export async function estimateMatches(db: DbOrTx, match: TextMatch, filters: SearchFilters): Promise<number> {
  const values = match.kind === 'fulltext' ? Object.assign({ text: match.text }, filters.values) : filters.values;
  const result = await runWithPlaceholders(db, sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM services s WHERE ${whereClause(match, filters, 'row')}`, values);
  const row = rowsOf<{ 'QUERY PLAN': unknown }>(result)[0]?.['QUERY PLAN'];
  const plan = (typeof row === 'string' ? JSON.parse(row) : row) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * For each word, the most similar word of the search vocabulary (names and places of services, table
 * search_words), or none below pg_trgm's similarity threshold. The vocabulary is small (distinct words,
 * not services), so this costs a few trigram index probes whatever the catalogue's size.
 * `words` are runs of letters and digits (typoWords), so they form a safe array literal.
 */
export async function nearestWords(db: DbOrTx, words: string[]): Promise<string[]> {
  const statement = preparedStatement(db, 'search_words', () => sql`
    SELECT (SELECT sw.word FROM search_words sw WHERE sw.word % q.w
            ORDER BY similarity(sw.word, q.w) DESC, sw.services DESC, sw.word LIMIT 1) AS word
    FROM unnest(${p('words')}::text[]) WITH ORDINALITY AS q(w, i)
    ORDER BY q.i`, { planOnce: true });
  const result = await statement.execute({ words: `{${words.join(',')}}` });
  return rowsOf<{ word: string | null }>(result).flatMap((r) => (r.word === null ? [] : [r.word]));
}

function pageOrder(sort: SortBy, match: TextMatch, currencies: number): SQL {
  switch (sort) {
    case 'price-low':
      return sql`${basePriceExpression(currencies)} ASC NULLS LAST, c.id DESC`;
    case 'price-high':
      return sql`${basePriceExpression(currencies)} DESC NULLS LAST, c.id DESC`;
    case 'rating':
      return sql`c.avg_rating DESC NULLS LAST, c.review_count DESC, c.id DESC`;
    case 'newest':
      return sql`c.created_at DESC, c.id DESC`;
    case 'relevance':
      if (match.kind !== 'none') return sql`c.score DESC, c.id DESC`;
      return sql`c.is_featured DESC, c.created_at DESC, c.id DESC`;
  }
}
