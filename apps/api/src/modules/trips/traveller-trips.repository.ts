import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/named-query';
import { preferences, trips } from '../../db/schema';
import { paidMinorOfTrip, refundedMinorOfTrip } from '../billing/payments-ledger.service';
import { pendingPostponementOf } from './postponements.repository';
import { latestRevisionOf } from './proposal.repository';
import { unreadTeamMessagesOfTrip } from './trip-messages.repository';
import { hasNewPreferenceOf, rebookedToOf, reviewedOf } from './trips.repository';

/**
 * A traveller's trips, newest first, each with everything its card shows besides settings: review, rebookings,
 * unread messages, latest proposal revision, pending postponement and what was paid and refunded. GET
 * /api/trips is the busiest signed-in call, so this is one statement, built once per database handle and
 * prepared on each connection, where it was nine (docs/decisions/0046-one-statement-per-dashboard.md). It is
 * planned once per connection too: every traveller's dashboard is the same index walk from their trips.
 */
const travellerTripsStatement = preparedQuery((db: Db) => travellerTripsQuery(db).prepare('traveller_trips'), { planOnce: true });

/** The dashboard's statement before it is prepared; its tables are those whose writes renew the dashboard's stamp. */
export function travellerTripsQuery(db: Db) {
  const revision = latestRevisionOf(db, trips.id);
  const postponement = pendingPostponementOf(db, trips.id);
  return db
    .select({
      trip: trips,
      preference: preferences,
      reviewed: reviewedOf(trips.id),
      rebookedTo: rebookedToOf(trips.id),
      unreadMessages: unreadTeamMessagesOfTrip(trips.id),
      paidMinor: paidMinorOfTrip(trips.id),
      refundedMinor: refundedMinorOfTrip(trips.id),
      // Nested objects of a left join: null when the trip has no revision, no pending postponement.
      latestRevision: {
        id: revision.id,
        tripId: revision.tripId,
        revision: revision.revision,
        changes: revision.changes,
        answeredRequest: revision.answeredRequest,
        createdAt: revision.createdAt,
      },
      pendingPostponement: { toDate: postponement.toDate, feeMinor: postponement.feeMinor, currency: postponement.currency, paymentId: postponement.paymentId },
      // The dashboard's banner, the same on every row (an init plan, run once): no statement of its own.
      hasNewPreference: hasNewPreferenceOf(sql.placeholder('travellerId')),
    })
    .from(trips)
    .innerJoin(preferences, eq(preferences.id, trips.preferenceId))
    .leftJoinLateral(revision, sql`true`)
    .leftJoinLateral(postponement, sql`true`)
    .where(eq(trips.travellerId, sql.placeholder('travellerId')))
    .orderBy(desc(trips.id));
}

export function listTravellerTripFacts(db: Db, travellerId: number) {
  return travellerTripsStatement(db).execute({ travellerId });
}
