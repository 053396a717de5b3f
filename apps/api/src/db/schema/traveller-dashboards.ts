import { bigint, pgTable } from 'drizzle-orm/pg-core';

/**
 * Per traveller, a stamp that changes whenever anything their dashboard (GET /api/trips) shows is written:
 * trips, requests, payments, refunds, proposal revisions, postponements, messages and read markers, reviews.
 * Database triggers keep it (migration 0025), so no write path can forget it; each instance keeps the
 * dashboards it built and answers from them while the stamp is unchanged
 * (docs/decisions/0048-dashboards-kept-by-version.md). No foreign key: rows are bumped by the cascades of an
 * account's deletion too, and a left-over row of a removed traveller is harmless (ids are never reused).
 */
export const travellerDashboardVersions = pgTable('traveller_dashboard_versions', {
  travellerId: bigint('traveller_id', { mode: 'number' }).primaryKey(),
  /** The id of the transaction that last wrote (pg_current_xact_id): never the same for two writes. */
  version: bigint('version', { mode: 'number' }).notNull(),
});
