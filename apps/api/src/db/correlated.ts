import { sql, type SQL } from 'drizzle-orm';

/**
 * A correlated subquery to select as one column. Drizzle prints the columns of a single-table select's fields
 * bare ("id", not "trips"."id") but only at a field's top level: wrapped once, the subquery keeps every name
 * qualified, so `trip_id = id` cannot silently bind both sides to the inner table.
 */
export function correlated<T>(subquery: SQL<T>): SQL<T> {
  return sql<T>`${subquery}`;
}
