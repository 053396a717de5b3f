import {
  EARNINGS_CURRENCY,
  EARNINGS_TREND_MONTHS,
  convertAmount,
  minorToDecimal,
  partnerPayoutMinor,
  type ExchangeRates,
  type PartnerBookingDto,
  type PartnerEarningsResponse,
  type ServicePopularityResponse,
} from '@mt/shared';
import type { Db } from '../../db/client';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { findBookingRows, findEarningsLineGroups, findServicePopularity, type EarningsLineGroup } from './partner-insights.repository';

/**
 * The partner's share of one group of trip lines in NOK (DESIGN.md section 4): value less the plan's
 * commission. A completed trip's payout was written at completion and is used as written.
 */
function groupPayoutNok(g: EarningsLineGroup, rates: ExchangeRates): number {
  const perLine =
    g.stored_payout_minor !== null
      ? Number(g.stored_payout_minor)
      : partnerPayoutMinor(Number(g.unit_price_minor), g.traveller_count, Number(g.commission_rate));
  const amount = minorToDecimal(perLine * g.lines, g.currency);
  // Service currencies are limited to those the rate table knows; a line in another would have no NOK value.
  return convertAmount(amount, g.currency, EARNINGS_CURRENCY, rates) ?? 0;
}

const roundNok = (n: number) => Math.round(n * 100) / 100;

/** 'YYYY-MM' of the last `count` months up to and including the month of `now`, oldest first (UTC). */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

export async function getPartnerEarnings(db: Db, userId: number, now = new Date()): Promise<PartnerEarningsResponse> {
  const [groups, rates] = await Promise.all([findEarningsLineGroups(db, userId), getExchangeRates(db)]);
  let estimated = 0;
  let completed = 0;
  const byMonth = new Map<string, number>();
  for (const g of groups) {
    const nok = groupPayoutNok(g, rates);
    if (g.counts_in_estimate) estimated += nok;
    if (g.completed_month) {
      completed += nok;
      byMonth.set(g.completed_month, (byMonth.get(g.completed_month) ?? 0) + nok);
    }
  }
  // A partner who has never completed a trip has no trend yet ('No Earnings Data Yet'); otherwise a full year, gaps at 0.
  const trends = byMonth.size
    ? lastMonths(now, EARNINGS_TREND_MONTHS).map((month) => ({ month, totalEarnings: roundNok(byMonth.get(month) ?? 0) }))
    : [];
  return {
    status: 'success',
    summary: { estimatedTotalEarnings: roundNok(estimated), includedInCompletedTrips: roundNok(completed) },
    trends,
  };
}

export async function getPartnerBookings(db: Db, userId: number): Promise<PartnerBookingDto[]> {
  return (await findBookingRows(db, userId)).map((r) => ({
    trip_id: Number(r.trip_id),
    service_id: Number(r.service_id),
    traveller_name: r.traveller_name,
    trip_created_at: new Date(r.trip_created_at).toISOString(),
    trip_status: r.trip_status,
    service_name: r.service_name,
    service_type: r.service_type,
    service_base_price: minorToDecimal(Number(r.unit_price_minor), r.currency),
    currency: r.currency,
  }));
}

export async function getServicePopularity(db: Db, userId: number): Promise<ServicePopularityResponse> {
  const rows = await findServicePopularity(db, userId);
  return { status: 'success', popularity: rows.map((r) => ({ serviceName: r.service_name, bookingCount: Number(r.booking_count) })) };
}
