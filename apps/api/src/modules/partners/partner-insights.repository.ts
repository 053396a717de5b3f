import { sql, type SQLWrapper } from 'drizzle-orm';
import { PARTNER_BOOKINGS_MAX, SERVICE_POPULARITY_MAX } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/named-query';
import { rowsOf } from '../services/service-card.sql';

/**
 * Each statement is prepared and planned once per connection with the partner as its value: planning one of these
 * joins cost PostgreSQL nearly as much as running it (1.2 ms against 1.6 ms idle; about 5 ms under bench:cluster's
 * mix), and its best plan, from the partner's few services out, is the same for every partner.
 */
function runForPartner<T>(db: DbOrTx, name: string, statement: (partnerUserId: SQLWrapper) => SQLWrapper, partnerUserId: number) {
  return preparedStatement(db, name, () => statement(sql.placeholder('partnerUserId')).getSQL(), { planOnce: true })
    .execute({ partnerUserId })
    .then((result) => rowsOf<T>(result));
}

/**
 * The partner's trip lines that count for earnings, grouped by everything the payout depends on. The
 * payout itself is computed in TypeScript with the one shared rule (partnerPayoutMinor) per group, so
 * SQL never restates it; grouping keeps the rows few however many trips there are.
 * A line counts towards the estimate when its trip is paid (in full, or its deposit: docs/decisions/0013)
 * and not cancelled, and towards completed
 * earnings (and the trend, by UTC month of completion) when its trip is completed, or was cancelled
 * by its traveller with part of the price kept: then the payout is the line's share of what was kept,
 * written at the cancellation, in the month of the cancellation (docs/decisions/0015).
 */
export interface EarningsLineGroup {
  unit_price_minor: number | string;
  traveller_count: number;
  commission_rate: number | string;
  currency: string;
  stored_payout_minor: number | string | null;
  counts_in_estimate: boolean;
  completed_month: string | null;
  lines: number;
}

export const earningsLinesStatement = (partnerUserId: SQLWrapper | number) => sql`
    SELECT ts.unit_price_minor, pr.traveller_count, ts.commission_rate, ts.currency,
           ts.partner_payout_minor AS stored_payout_minor,
           ((t.payment_status IN ('paid', 'deposit_paid') AND t.status <> 'cancelled')
            OR (t.status = 'cancelled' AND t.kept_minor > 0 AND ts.partner_payout_minor IS NOT NULL)) AS counts_in_estimate,
           CASE WHEN t.status = 'completed' THEN to_char(coalesce(t.completed_at, t.updated_at) AT TIME ZONE 'UTC', 'YYYY-MM')
                WHEN t.status = 'cancelled' AND t.kept_minor > 0 THEN to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM') END AS completed_month,
           count(*)::int AS lines
    FROM trip_services ts
    JOIN services s ON s.id = ts.service_id
    JOIN partners p ON p.id = s.partner_id
    JOIN trips t ON t.id = ts.trip_id
    JOIN preferences pr ON pr.id = t.preference_id
    WHERE p.user_id = ${partnerUserId}
      AND ((t.payment_status IN ('paid', 'deposit_paid') AND t.status <> 'cancelled') OR t.status = 'completed'
           OR (t.status = 'cancelled' AND t.kept_minor > 0 AND ts.partner_payout_minor IS NOT NULL))
    GROUP BY 1, 2, 3, 4, 5, 6, 7`;

export async function findEarningsLineGroups(db: DbOrTx, partnerUserId: number): Promise<EarningsLineGroup[]> {
  return runForPartner<EarningsLineGroup>(db, 'partner_earnings_lines', earningsLinesStatement, partnerUserId);
}

export interface BookingRow {
  trip_id: number | string;
  service_id: number | string;
  traveller_name: string;
  trip_created_at: Date | string;
  trip_status: string;
  service_name: string;
  service_type: string;
  unit_price_minor: number | string;
  currency: string;
}

/** Every trip line with one of the partner's services (deleted ones too: the trip happened), newest trips first. */
export const bookingRowsStatement = (partnerUserId: SQLWrapper | number) => sql`
    SELECT t.id AS trip_id, s.id AS service_id, u.name AS traveller_name, t.created_at AS trip_created_at,
           t.status AS trip_status, s.name AS service_name, s.type AS service_type,
           ts.unit_price_minor, ts.currency
    FROM trip_services ts
    JOIN services s ON s.id = ts.service_id
    JOIN partners p ON p.id = s.partner_id
    JOIN trips t ON t.id = ts.trip_id
    JOIN users u ON u.id = t.traveller_id
    WHERE p.user_id = ${partnerUserId}
    ORDER BY t.created_at DESC, t.id DESC, s.name ASC
    LIMIT ${PARTNER_BOOKINGS_MAX}`;

export async function findBookingRows(db: DbOrTx, partnerUserId: number): Promise<BookingRow[]> {
  return runForPartner<BookingRow>(db, 'partner_booking_rows', bookingRowsStatement, partnerUserId);
}

/** Paid (or deposit-paid), not cancelled trips per service (a trip holds a service at most once), most booked first. */
export const servicePopularityStatement = (partnerUserId: SQLWrapper | number) => sql`
    SELECT s.name AS service_name, count(*)::int AS booking_count
    FROM trip_services ts
    JOIN services s ON s.id = ts.service_id
    JOIN partners p ON p.id = s.partner_id
    JOIN trips t ON t.id = ts.trip_id
    WHERE p.user_id = ${partnerUserId} AND t.payment_status IN ('paid', 'deposit_paid') AND t.status <> 'cancelled'
    GROUP BY s.id, s.name
    ORDER BY booking_count DESC, s.name ASC, s.id ASC
    LIMIT ${SERVICE_POPULARITY_MAX}`;

export async function findServicePopularity(db: DbOrTx, partnerUserId: number): Promise<{ service_name: string; booking_count: number }[]> {
  return runForPartner<{ service_name: string; booking_count: number }>(db, 'partner_service_popularity', servicePopularityStatement, partnerUserId);
}
