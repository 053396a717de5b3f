import { bigint, pgTable } from 'drizzle-orm/pg-core';

/**
 * Per partner (by their user id), a stamp that changes whenever anything their insights (earnings, bookings,
 * service popularity) show is written: the lines of trips that hold their services, those trips, the services
 * themselves, the travellers' names and group sizes. Database triggers keep it (migration 0029), so no write
 * path can forget it; each instance keeps the insights it built and answers from them while the stamp is
 * unchanged (docs/decisions/0053-partner-insights-kept-by-version.md), as for the traveller's dashboard. No
 * foreign key, for the same reason as there: cascades of a removal bump it too.
 */
export const partnerInsightVersions = pgTable('partner_insight_versions', {
  partnerUserId: bigint('partner_user_id', { mode: 'number' }).primaryKey(),
  /** The id of the transaction that last wrote (pg_current_xact_id): never the same for two writes. */
  version: bigint('version', { mode: 'number' }).notNull(),
});
