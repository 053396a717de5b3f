import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { correlated } from './correlated';
import { refunds, trips } from './schema';

describe('correlated', () => {
  const db = drizzle.mock();
  const r = alias(refunds, 'r');
  const refundedOf = (tripId: typeof trips.id) => sql`(select count(*) from ${refunds} ${r} where ${r.tripId} = ${tripId})`;

  it('keeps the names inside a subquery qualified in a single-table select', () => {
    const text = db.select({ id: trips.id, n: correlated(refundedOf(trips.id)) }).from(trips).toSQL().sql;
    expect(text).toContain('where "r"."trip_id" = "trips"."id")');
  });

  it('is needed: unwrapped, drizzle prints them bare and the subquery would compare the inner table with itself', () => {
    const text = db.select({ id: trips.id, n: refundedOf(trips.id) }).from(trips).toSQL().sql;
    expect(text).toContain('where "trip_id" = "id")');
  });
});
