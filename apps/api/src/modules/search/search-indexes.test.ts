import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEARCH_SERVICE_TYPE_OPTIONS, SEARCH_SERVICE_TYPES } from '@mt/shared';
import { runWithPlaceholders } from '../../db/named-query';
import { rowsOf } from '../services/service-card.sql';
import { buildTestApp, type TestApp } from '../../test/app';
import { filterConditions } from './search-filters';
import { recencyBuckets } from '../../db/schema/services';
import { windowBuckets } from './search.repository';

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
          WHERE s.listed AND s.search_vector @@ websearch_to_tsquery('english', ${sql.placeholder('text')}) AND ${sql.join(filters.conditions, sql` AND `)}`;
        const result = await runWithPlaceholders(tx, query, { ...filters.values, text: 'lodge' });
        return rowsOf<{ 'QUERY PLAN': string }>(result).map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, searchType).toContain(`services_search_${searchType}_idx`);
    }
  });

  it('reads a recency window of a text search from both columns of the search index (migration 0010)', async () => {
    let plan = '';
    const rolledBack = new Error('rolled back');
    await t.db
      .transaction(async (tx) => {
        // An empty test table is read fastest through the listed-id btree; without it (dropped here and
        // rolled back), the question is whether the search index can take the window as an index condition.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`DROP INDEX services_listed_id_idx`);
        const query = sql`EXPLAIN SELECT 1 FROM services s
          WHERE s.listed AND s.search_vector @@ websearch_to_tsquery('english', ${sql.placeholder('text')})
            AND ${recencyBuckets(sql.raw('s.id'))} && ${sql.placeholder('buckets')}::int[]`;
        const result = await runWithPlaceholders(tx, query, { text: 'lodge', buckets: `{${windowBuckets(0, 40).join(',')}}` });
        plan = rowsOf<{ 'QUERY PLAN': string }>(result).map((r) => r['QUERY PLAN']).join('\n');
        throw rolledBack;
      })
      .catch((err: unknown) => {
        if (err !== rolledBack) throw err;
      });
    // The bucket condition is an index condition, not a filter applied after reading every match.
    expect(plan).toMatch(/Index Cond: .*search_vector @@[^\n]*&&/);
    expect(plan).toContain('services_search_idx');
  });
});
