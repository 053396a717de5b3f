import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SEARCH_DURATIONS, SEARCH_GROUP_SIZES, SEARCH_RESULT_CAP, SEARCH_SERVICE_TYPE_OPTIONS, SEARCH_SERVICE_TYPES } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { runWithPlaceholders } from '../../db/named-query';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { rowsOf } from '../services/service-card.sql';
import { buildTestApp, type TestApp } from '../../test/app';
import { filterConditions, type FilterInput } from './search-filters.sql';
import { DURATION_KEY_BASE, GROUP_SIZE_KEY_BASE, PRICE_RANGE_KEY_BASE, searchKeys } from '../../db/schema/services';
import { searchStatement, windowBuckets, type Access, type SearchStatement } from './search.repository';

const rolledBack = new Error('rolled back');

/** Runs `work` in a transaction that is always rolled back (so it may drop an index). */
async function inRolledBackTransaction<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  let out: T | undefined;
  await db
    .transaction(async (tx) => {
      out = await work(tx);
      throw rolledBack;
    })
    .catch((err: unknown) => {
      if (err !== rolledBack) throw err;
    });
  return out as T;
}

/**
 * The plan PostgreSQL makes once for a search statement and reuses for any values (what a planOnce
 * statement runs with: GENERIC_PLAN_SESSION_OPTIONS), shown for `statement`'s values.
 */
async function planMadeOnce(tx: DbOrTx, statement: SearchStatement): Promise<string> {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement.build());
  // EXECUTE, a utility statement, takes no bound parameters: the test's own values, written as literals.
  const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  const name = `plan_made_once_${++plansMadeOnce}`;
  await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
  await tx.execute(sql.raw(`PREPARE ${name} AS ${text}`));
  try {
    const result = await tx.execute(sql.raw(`EXPLAIN EXECUTE ${name}(${fillPlaceholders(params, statement.values).map(literal).join(', ')})`));
    return rowsOf<{ 'QUERY PLAN': string }>(result).map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    // Prepared statements outlive the transaction.
    await tx.execute(sql.raw(`DEALLOCATE ${name}`));
  }
}
let plansMadeOnce = 0;
/** How EXPLAIN shows an InitPlan's value: `$1` up to PostgreSQL 16, `(InitPlan 1).col1` from 17 (PGlite). */
const INIT_PLAN_VALUE = String.raw`(?:\$\d+|\(InitPlan \d+\)\.col\d+)`;

/** Migrations 0009 and 0010: the search indexes, and the searches they serve. */
describe('search indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has one partial index per search service type, over exactly its stored types', async () => {
    const rows = rowsOf<{ indexname: string; indexdef: string }>(
      await t.db.execute(sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'services' AND indexname LIKE 'services_search_%_idx'`),
    );
    const defs = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    for (const searchType of SEARCH_SERVICE_TYPE_OPTIONS) {
      const def = defs.get(`services_search_${searchType}_idx`);
      expect(def, searchType).toBeDefined();
      const named = [...(def ?? '').matchAll(/'([a-z]+)'/g)].map((m) => m[1]).sort();
      expect(named, searchType).toEqual([...SEARCH_SERVICE_TYPES[searchType]].sort());
    }
  });

  it("lets the planner read a type-filtered text search from that type's index", async () => {
    for (const searchType of SEARCH_SERVICE_TYPE_OPTIONS) {
      const filters = filterConditions({ storedTypes: SEARCH_SERVICE_TYPES[searchType], priceBounds: null, location: null, minRating: null });
      const plan = await t.db.transaction(async (tx) => {
        // The test catalogue is small enough for a sequential scan; the question is which index can serve.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const query = sql`EXPLAIN SELECT 1 FROM services s
          WHERE s.listed AND s.search_vector @@ websearch_to_tsquery('english', ${sql.placeholder('text')}) AND ${sql.join(filters.conditions(), sql` AND `)}`;
        const result = await runWithPlaceholders(tx, query, { ...filters.values, text: 'lodge' });
        return rowsOf<{ 'QUERY PLAN': string }>(result).map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, searchType).toContain(`services_search_${searchType}_idx`);
    }
  });

  it('reads a recency window of a text search from both columns of the search index (migration 0010)', async () => {
    const plan = await inRolledBackTransaction(t.db, async (tx) => {
      // An empty test table is read fastest through the listed-id btree; without it (dropped here and
      // rolled back), the question is whether the search index can take the window as an index condition.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`DROP INDEX services_listed_id_idx`);
      const query = sql`EXPLAIN SELECT 1 FROM services s
        WHERE s.listed AND s.search_vector @@ websearch_to_tsquery('english', ${sql.placeholder('text')})
          AND ${searchKeys('s')} && ${sql.placeholder('buckets')}::int[]`;
      const result = await runWithPlaceholders(tx, query, { text: 'lodge', buckets: `{${windowBuckets(0, 40).join(',')}}` });
      return rowsOf<{ 'QUERY PLAN': string }>(result).map((r) => r['QUERY PLAN']).join('\n');
    });
    // The bucket condition is an index condition, not a filter applied after reading every match.
    expect(plan).toMatch(/Index Cond: .*search_vector @@[^\n]*&&/);
    expect(plan).toContain('services_search_idx');
  });

  it('takes an indexed price range as a condition of the type index, with the text (migration 0011)', async () => {
    const filters = filterConditions({ storedTypes: ['accommodation'], priceBounds: null, indexedPriceRange: 1, location: null, minRating: null });
    const plan = await inRolledBackTransaction(t.db, async (tx) => {
      // As for the window above: the small test table is otherwise read through the listed-id btree.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`DROP INDEX services_listed_id_idx`);
      const query = sql`EXPLAIN SELECT 1 FROM services s
        WHERE s.listed AND s.search_vector @@ websearch_to_tsquery('english', ${sql.placeholder('text')}) AND ${sql.join(filters.conditions(), sql` AND `)}`;
      const result = await runWithPlaceholders(tx, query, { ...filters.values, text: 'lodge' });
      return rowsOf<{ 'QUERY PLAN': string }>(result).map((r) => r['QUERY PLAN']).join('\n');
    });
    // Rows out of the range are never visited: the key is read from the index, not checked on each row.
    expect(plan).toMatch(new RegExp(`Index Cond: .*search_vector @@[^\\n]*&& '\\{${PRICE_RANGE_KEY_BASE - 1}\\}'`));
    expect(plan).toContain('services_search_accommodation_idx');
  });

  it('takes every duration and group size option as a condition of the search index, with the text (migration 0022)', async () => {
    // The migration's index expression was written from the options' bounds of the time; a query built from
    // today's bounds that no longer matches it would still answer right, but read every match of the text.
    const options = [
      ...SEARCH_DURATIONS.map((_, i) => ({ input: { duration: i }, key: DURATION_KEY_BASE - i })),
      ...SEARCH_GROUP_SIZES.map((_, i) => ({ input: { groupSize: i }, key: GROUP_SIZE_KEY_BASE - i })),
    ];
    for (const { input, key } of options) {
      const filters = filterConditions({ storedTypes: [], priceBounds: null, location: null, minRating: null, ...input });
      const plan = await inRolledBackTransaction(t.db, async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`DROP INDEX services_listed_id_idx`);
        const query = sql`EXPLAIN SELECT 1 FROM services s
          WHERE s.listed AND s.search_vector @@ websearch_to_tsquery('english', ${sql.placeholder('text')}) AND ${sql.join(filters.conditions('index'), sql` AND `)}`;
        const result = await runWithPlaceholders(tx, query, { ...filters.values, text: 'lodge' });
        return rowsOf<{ 'QUERY PLAN': string }>(result).map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, JSON.stringify(input)).toMatch(new RegExp(`Index Cond: .*search_vector @@[^\\n]*&& '\\{${key}\\}'`));
      expect(plan, JSON.stringify(input)).toContain('services_search_idx');
    }
  });

  it('reads a recency window without text from the second column of the search index, with the filters’ keys', async () => {
    const filters = filterConditions({ storedTypes: [], priceBounds: null, location: null, minRating: null, duration: 3, groupSize: 2, availableFrom: '2030-01-01' });
    const statement = searchStatement({
      match: { kind: 'none' },
      filters,
      sort: 'relevance',
      rates: await getExchangeRates(t.db),
      limit: 12,
      offset: 0,
      cap: SEARCH_RESULT_CAP,
      access: { kind: 'recent', first: 0, last: 40 },
    });
    const plan = await inRolledBackTransaction(t.db, async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`DROP INDEX services_listed_id_idx`);
      const result = await runWithPlaceholders(tx, sql`EXPLAIN ${statement.build()}`, statement.values);
      return rowsOf<{ 'QUERY PLAN': string }>(result).map((r) => r['QUERY PLAN']).join('\n');
    });
    // The window and both keys are entries of one index scan; only the date is checked on the rows read.
    expect(plan).toMatch(new RegExp(`Index Cond: \\(\\(ARRAY\\[[^\\n]*&& '\\{${DURATION_KEY_BASE - 3}\\}'[^\\n]*&& '\\{${GROUP_SIZE_KEY_BASE - 2}\\}'[^\\n]*&&`));
    expect(plan).toContain('services_search_idx');
    expect(plan).toMatch(/Filter: .*available_until/);
  });

  describe('plans made once (statements planned once per connection and reused)', () => {
    const noFilters = { storedTypes: [], priceBounds: null, location: null, minRating: null };
    const statementFor = async (access: Access, filters: Partial<FilterInput> = {}, text: string | null = 'lodge') =>
      searchStatement({
        match: text === null ? { kind: 'none' } : { kind: 'fulltext', text },
        filters: filterConditions({ ...noFilters, ...filters }),
        sort: 'relevance',
        rates: await getExchangeRates(t.db),
        limit: 12,
        offset: 0,
        cap: SEARCH_RESULT_CAP,
        access,
      });

    it("read a type-filtered text search from that type's own index", async () => {
      for (const searchType of SEARCH_SERVICE_TYPE_OPTIONS) {
        const statement = await statementFor({ kind: 'sparse' }, { storedTypes: SEARCH_SERVICE_TYPES[searchType] });
        expect(statement.planOnce, searchType).toBe(true);
        const plan = await inRolledBackTransaction(t.db, async (tx) => {
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          return planMadeOnce(tx, statement);
        });
        // A plan for no value in particular: the text is computed once per run (an InitPlan).
        expect(plan, searchType).toMatch(new RegExp(`Index Cond: \\(search_vector @@ ${INIT_PLAN_VALUE}\\)`));
        expect(plan, searchType).toContain(`services_search_${searchType}_idx`);
      }
    });

    it('read a recency window from both columns of the search index', async () => {
      const statement = await statementFor({ kind: 'recent', first: 0, last: 40 });
      expect(statement.planOnce).toBe(true);
      const plan = await inRolledBackTransaction(t.db, async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`DROP INDEX services_listed_id_idx`);
        return planMadeOnce(tx, statement);
      });
      expect(plan).toMatch(new RegExp(`Index Cond: \\(\\(search_vector @@ ${INIT_PLAN_VALUE}\\) AND \\(ARRAY\\[[^\\n]*&& \\$\\d+\\)`));
      expect(plan).toContain('services_search_idx');
    });

    it('read an indexed price range from the type index with the text', async () => {
      const statement = await statementFor({ kind: 'sparse' }, { storedTypes: ['accommodation'], indexedPriceRange: 2 });
      expect(statement.planOnce).toBe(true);
      const plan = await inRolledBackTransaction(t.db, async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`DROP INDEX services_listed_id_idx`);
        return planMadeOnce(tx, statement);
      });
      expect(plan).toMatch(new RegExp(`Index Cond: \\(\\(search_vector @@ ${INIT_PLAN_VALUE}\\) AND \\(ARRAY\\[[^\\n]*&& '\\{${PRICE_RANGE_KEY_BASE - 2}\\}'`));
      expect(plan).toContain('services_search_accommodation_idx');
    });

    it('read the duration and group size keys from the type index with the text, the date checked on the rows', async () => {
      const statement = await statementFor({ kind: 'sparse' }, { storedTypes: ['tour'], duration: 1, groupSize: 3, availableFrom: '2030-01-01' });
      expect(statement.planOnce).toBe(true);
      const plan = await inRolledBackTransaction(t.db, async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`DROP INDEX services_listed_id_idx`);
        return planMadeOnce(tx, statement);
      });
      expect(plan).toMatch(new RegExp(`Index Cond: \\(\\(search_vector @@ ${INIT_PLAN_VALUE}\\)[^\\n]*&& '\\{${DURATION_KEY_BASE - 1}\\}'[^\\n]*&& '\\{${GROUP_SIZE_KEY_BASE - 3}\\}'`));
      expect(plan).toContain('services_search_tours_idx');
    });

    it('check the filters on the columns of each row a newest-first scan reads, not the keys', async () => {
      const statement = await statementFor({ kind: 'dense' }, { duration: 1, groupSize: 3, indexedPriceRange: 1 });
      const { sql: text } = new PgDialect().sqlToQuery(statement.build());
      expect(text).toContain('s.duration_hours > 72 AND s.duration_hours <= 168');
      expect(text).toContain('s.group_size_max >= 10');
      expect(text).toContain('s.price_range = 1');
      expect(text).not.toContain(String(DURATION_KEY_BASE - 1));
    });

    it('read a newest-first scan by the primary key, the text checked on the rows read (no index can serve ts_match_vq)', async () => {
      for (const text of ['lodge', null]) {
        const statement = await statementFor({ kind: 'dense' }, { duration: 2, availableFrom: '2030-01-01' }, text);
        expect(statement.planOnce, String(text)).toBe(true);
        const plan = await inRolledBackTransaction(t.db, async (tx) => {
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          return planMadeOnce(tx, statement);
        });
        // A plan made once with the operator `@@` read every match of a common word through the GIN index.
        // Here, the text can only be checked on rows read by id (newest-first on the bench's million; a
        // table this small may be read whole and sorted).
        expect(plan, String(text)).toMatch(/ on services_(listed_id_idx|pkey)/);
        expect(plan, String(text)).not.toMatch(/services_search/);
        if (text) expect(plan).toMatch(new RegExp(`Filter: .*ts_match_vq\\((s(_\\d+)?\\.)?search_vector, ${INIT_PLAN_VALUE}\\)`));
      }
    });

    it('read a recency window without text from the keys of the search index, the date checked on the rows', async () => {
      const statement = await statementFor({ kind: 'recent', first: 0, last: 40 }, { duration: 2, groupSize: 2, availableFrom: '2030-01-01' }, null);
      expect(statement.planOnce).toBe(true);
      const plan = await inRolledBackTransaction(t.db, async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`DROP INDEX services_listed_id_idx`);
        return planMadeOnce(tx, statement);
      });
      expect(plan).toMatch(new RegExp(`Index Cond: \\(\\(ARRAY\\[[^\\n]*&& '\\{${DURATION_KEY_BASE - 2}\\}'[^\\n]*&& '\\{${GROUP_SIZE_KEY_BASE - 2}\\}'[^\\n]*&& \\$\\d+`));
      expect(plan).toContain('services_search_idx');
      expect(plan).toMatch(/Filter: .*available_until/);
    });

    it('are not used where the best plan depends on the values', async () => {
      expect((await statementFor({ kind: 'sparse' }, { priceBounds: [{ currency: 'USD', min: 100, max: 500 }] })).planOnce).toBe(true);
      // A location can be rare or common; a rating filter is a per-row subquery the planner weighs.
      expect((await statementFor({ kind: 'sparse' }, { location: 'Arusha' })).planOnce).toBe(false);
      expect((await statementFor({ kind: 'sparse' }, { minRating: 4 })).planOnce).toBe(false);
      // Browsing without text has no text index to plan around.
      expect((await statementFor({ kind: 'sparse' }, { storedTypes: ['tour'] }, null)).planOnce).toBe(false);
    });
  });
});
